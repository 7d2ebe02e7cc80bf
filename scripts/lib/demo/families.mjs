// The demo families: accounts that can sign in, the woodland friends they own, and a few friends
// still on the shelf, made as an admin and a family make them.
import { eachLimited, signIn } from './api.mjs';
import { CHARACTER_TYPES } from './world.mjs';

/** The three character types, found by name or added with a demo code; answers each type's code by its name. */
export async function ensureCharacterTypes(api, admin) {
  const { body: types } = await api.call(200, '/api/characterTypes', { headers: admin });
  const codes = new Map();
  for (const [type, name] of CHARACTER_TYPES) {
    const found = types.find((t) => t.characterType.toLowerCase() === name.toLowerCase());
    if (found) {
      codes.set(type, found.characterEncryptedType);
      continue;
    }
    const { body } = await api.call(201, '/api/characterTypes/appendtype', {
      method: 'POST',
      headers: admin,
      json: { characterEncryptedType: `demo-${type}`, characterType: name },
    });
    codes.set(type, body.characterEncryptedType);
  }
  return codes;
}

/**
 * Registers the families that have no account yet (keeping each new account's sign-in for its
 * orders); answers every family's user id by e-mail and the sessions of those registered now.
 */
export async function ensureFamilies(api, admin, world) {
  const userIds = async () => {
    const { body: users } = await api.call(200, '/api/users', { headers: admin });
    return new Map(users.map((user) => [user.email, user._id]));
  };
  const before = await userIds();
  const sessions = new Map();
  for (const family of world.families.filter((f) => !before.has(f.email))) {
    const { body } = await api.call(201, '/api/auth/register', {
      method: 'POST',
      json: { displayName: family.displayName, email: family.email, password: family.password },
    });
    sessions.set(family.email, { authorization: `Bearer ${body.token}` });
  }
  return { userIds: sessions.size ? await userIds() : before, registered: sessions.size, sessions };
}

/** A family's session: the one its registration gave, else a sign-in with its demo password. */
export function familySession(api, families, family) {
  return families.sessions.get(family.email) ?? signIn(api, family.email, family.password);
}

/** Every family's characters and the ones on the shelf: made where missing, given to their family where not yet. */
export async function ensureCharacters(api, admin, world, typeCodes, userIds) {
  const { body: all } = await api.call(200, '/api/characters/all', { headers: admin });
  const bySerial = new Map(all.map((character) => [character.serialNumber, character]));
  const wanted = [
    ...world.families.flatMap((family) => family.characters.map((c) => ({ ...c, owner: userIds.get(family.email) }))),
    ...world.unassigned.map((c) => ({ ...c, owner: undefined })),
  ];
  let created = 0;
  let assigned = 0;
  await eachLimited(wanted, 8, async (character) => {
    let existing = bySerial.get(character.serialNumber);
    if (!existing) {
      ({ body: existing } = await api.call(201, '/api/characters/createAsAdmin', {
        method: 'POST',
        headers: admin,
        json: { encryptedCharacterType: typeCodes.get(character.type), serialNumber: character.serialNumber },
      }));
      bySerial.set(character.serialNumber, existing);
      created++;
    }
    if (character.owner && !existing.owner) {
      await api.call(200, '/api/characters/addToUser', {
        method: 'POST',
        headers: admin,
        json: { serialNumber: character.serialNumber, userId: character.owner },
      });
      assigned++;
    }
  });
  return { created, assigned, ids: new Map([...bySerial].map(([serial, c]) => [serial, c._id])) };
}
