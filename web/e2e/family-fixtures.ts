import { randomUUID } from 'node:crypto';
import type { AdminCharacterView, CharacterTypeView, UserView } from '@storystump/contracts';
import type { AdminApi } from './admin-session.js';

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The password of every family these fixtures register. */
export const FAMILY_PASSWORD = 'acorns-and-oak';

/** A family registered through the API on an e-mail of its own: its user id, e-mail, password and token. */
export async function registerFamily(api: AdminApi, displayName: string) {
  const email = `${unique(displayName.toLowerCase())}@example.test`;
  const password = FAMILY_PASSWORD;
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', { displayName, email, password }, '');
  const me = await api<UserView>('GET', '/api/users/me', undefined, token);
  return { id: me._id, email, password, token };
}

/** A new character of this type (under an encrypted type of its own), made by the admin. */
export async function createCharacter(api: AdminApi, characterType: string) {
  const type = await api<CharacterTypeView>('POST', '/api/characterTypes/appendtype', {
    characterEncryptedType: unique('enc'),
    characterType,
  });
  return api<AdminCharacterView>('POST', '/api/characters/createAsAdmin', {
    encryptedCharacterType: type.characterEncryptedType,
    serialNumber: unique('SN'),
  });
}
