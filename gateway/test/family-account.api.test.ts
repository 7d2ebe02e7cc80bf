import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CharacterRoutes, CharacterTypeRoutes, IdentityRoutes } from '@storystump/contracts';
import { apiClient, eventually, outboxMails, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let db: pg.Client;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const PASSWORD = 'acorns-and-oak';
/** A printed claim code: two groups of five of Crockford's base 32 (no I, L, O or U). */
const CLAIM_CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const NO_MATCH = 'No character has this serial number and claim code. Please check both on the card in the box.';
const RESET_SUBJECT = 'Subject: Reset your Storystump password';

/** A family's account, reached from an address of its own (limits count per address). */
async function registerFamily(displayName = 'Rowan', client = apiClient(system.baseUrl, testClientAddress())) {
  const email = `${unique(displayName.toLowerCase())}@example.test`;
  const registered = await client(IdentityRoutes.register, { body: { displayName, email, password: PASSWORD } });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  return { email, token: registered.body.token, call: client };
}

async function createCharacter(characterType = 'owl') {
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType },
  });
  assert.equal(type.status, 201, JSON.stringify(type.body));
  const created = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

/** The code as a parent might type it from the box: lower case, spaced, the dash left out. */
const typedAsAParent = (code: string) => ` ${code.replace('-', ' ').toLowerCase()} `;

/** Another character's code that is not this one's. */
const wrongCodeFor = (code: string) => (code.startsWith('2') ? `3${code.slice(1)}` : `2${code.slice(1)}`);

/** The reset link mailed to `email` most lately, as the reader's browser would follow it. */
async function resetTokenMailedTo(email: string, mailsBefore = 0): Promise<string> {
  const mails = await eventually(
    async () => (await outboxMails(system.logDir, `To: ${email}`)).filter((mail) => mail.includes(RESET_SUBJECT)),
    (found) => found.length > mailsBefore,
  );
  assert.ok(mails.length > mailsBefore, `no reset mail reached ${email}`);
  const link = /(http:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]{43}))/.exec(mails.at(-1)!);
  assert.ok(link, 'the mail holds a link to /reset-password with its token');
  return link[2]!;
}

const signIn = (client: typeof call, email: string, password: string) =>
  client(IdentityRoutes.login, { body: { email, password } });

/** Whether a session token still lets its holder in. */
const statusWith = async (token: string) => (await call(IdentityRoutes.me, { token })).status;

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('claiming a character with the code in its box', () => {
  it("gives every new character a printable claim code, which the admin's list shows too", async () => {
    const character = await createCharacter('bunny');
    assert.match(character.claimCode, CLAIM_CODE);
    const all = await call(CharacterRoutes.all, { token: adminToken });
    assert.equal(all.body.find((c) => c._id === character._id)?.claimCode, character.claimCode);
    const page = await call(CharacterRoutes.all, { token: adminToken, query: { q: character.serialNumber } });
    assert.equal(page.body.find((c) => c._id === character._id)?.claimCode, character.claimCode);
  });

  it('adds the character to the account with its serial number and code, in any case and spacing', async () => {
    const character = await createCharacter('hedgehog');
    const family = await registerFamily('Rowan');
    const claimed = await family.call(CharacterRoutes.claim, {
      token: family.token,
      body: { serialNumber: character.serialNumber.toUpperCase(), claimCode: typedAsAParent(character.claimCode) },
    });
    assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
    assert.equal(claimed.body._id, character._id);
    assert.equal(claimed.body.owner?.displayName, 'Rowan');
    assert.equal('claimCode' in claimed.body, false, 'the family is not shown the code again');
    const mine = await family.call(CharacterRoutes.mine, { token: family.token });
    assert.deepEqual(
      mine.body.map((c) => [c._id, c.characterType]),
      [[character._id, 'hedgehog']],
    );
  });

  it('answers a wrong code and an unknown serial number alike, and 409 once the character is owned', async () => {
    const character = await createCharacter();
    const other = await createCharacter();
    const family = await registerFamily('Hazel');
    const wrongCode = await family.call(CharacterRoutes.claim, {
      token: family.token,
      body: { serialNumber: character.serialNumber, claimCode: wrongCodeFor(character.claimCode) },
    });
    assert.deepEqual([wrongCode.status, wrongCode.body.message], [404, NO_MATCH]);
    const othersCode = await family.call(CharacterRoutes.claim, {
      token: family.token,
      body: { serialNumber: character.serialNumber, claimCode: other.claimCode },
    });
    assert.deepEqual([othersCode.status, othersCode.body.message], [404, NO_MATCH]);
    const unknownSerial = await family.call(CharacterRoutes.claim, {
      token: family.token,
      body: { serialNumber: unique('NO-SUCH'), claimCode: character.claimCode },
    });
    assert.deepEqual([unknownSerial.status, unknownSerial.body.message], [404, NO_MATCH]);
    assert.equal((await family.call(CharacterRoutes.mine, { token: family.token })).body.length, 0);

    const right = { serialNumber: character.serialNumber, claimCode: character.claimCode };
    assert.equal((await family.call(CharacterRoutes.claim, { token: family.token, body: right })).status, 200);
    const again = await family.call(CharacterRoutes.claim, { token: family.token, body: right });
    assert.deepEqual(
      [again.status, again.body.message],
      [409, `${character.characterType} (${character.serialNumber}) is already in your account`],
    );
    const neighbour = await registerFamily('Sorrel');
    const taken = await neighbour.call(CharacterRoutes.claim, { token: neighbour.token, body: right });
    assert.deepEqual(
      [taken.status, taken.body.message],
      [409, 'This character already belongs to another account. If it is new, please get in touch with us.'],
    );
    assert.equal((await neighbour.call(CharacterRoutes.mine, { token: neighbour.token })).body.length, 0);
  });

  it('needs a signed-in family and both fields', async () => {
    assert.equal((await call(CharacterRoutes.claim, { body: { serialNumber: 'SN-1', claimCode: 'X' } })).status, 401);
    const family = await registerFamily();
    const missing = await family.call(CharacterRoutes.claim, { token: family.token, untypedBody: { serialNumber: 'SN-1' } });
    assert.deepEqual([missing.status, missing.body.message], [400, 'claimCode is required']);
  });

  it('refuses an eleventh try within the hour from one account, even with the right code', async () => {
    const character = await createCharacter();
    const family = await registerFamily('Teasel');
    for (let attempt = 1; attempt <= 10; attempt++) {
      const guess = await family.call(CharacterRoutes.claim, {
        token: family.token,
        body: { serialNumber: character.serialNumber, claimCode: `${String(attempt).padStart(5, '2')}-22222` },
      });
      assert.equal(guess.status, 404, `try ${attempt}`);
    }
    const limited = await family.call(CharacterRoutes.claim, {
      token: family.token,
      body: { serialNumber: character.serialNumber, claimCode: character.claimCode },
    });
    assert.equal(limited.status, 429);
    assert.match(
      limited.body.message ?? '',
      /^Too many tries at adding a character\. Please check the serial number and claim code in the box and try again in \d+ minutes?\.$/,
    );
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    // Another account from another address is not held back by this one's tries.
    const neighbour = await registerFamily('Yarrow');
    const claimed = await neighbour.call(CharacterRoutes.claim, {
      token: neighbour.token,
      body: { serialNumber: character.serialNumber, claimCode: character.claimCode },
    });
    assert.equal(claimed.status, 200);
  });

  it('refuses tries past the limit from one address, across accounts', async () => {
    const character = await createCharacter();
    const address = apiClient(system.baseUrl, testClientAddress());
    const families = [
      await registerFamily('Ash', address),
      await registerFamily('Elm', address),
      await registerFamily('Yew', address),
    ];
    const statuses: number[] = [];
    for (const family of families) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const guess = await family.call(CharacterRoutes.claim, {
          token: family.token,
          body: { serialNumber: character.serialNumber, claimCode: '22222-22222' },
        });
        statuses.push(guess.status);
      }
    }
    assert.deepEqual(statuses, Array(30).fill(404));
    const fourth = await registerFamily('Oak', address);
    const limited = await fourth.call(CharacterRoutes.claim, {
      token: fourth.token,
      body: { serialNumber: character.serialNumber, claimCode: character.claimCode },
    });
    assert.equal(limited.status, 429);
    assert.match(
      limited.body.message ?? '',
      /^Too many tries at adding a character from here\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe('a forgotten password', () => {
  it('answers 202 whether the address has an account or not, and mails only a registered one', async () => {
    const family = await registerFamily('Bracken');
    const stranger = `${unique('nobody')}@example.test`;
    const unknown = await family.call(IdentityRoutes.forgotPassword, { body: { email: stranger } });
    const known = await family.call(IdentityRoutes.forgotPassword, { body: { email: family.email.toUpperCase() } });
    assert.deepEqual([unknown.status, unknown.body], [202, { accepted: true }]);
    assert.deepEqual([known.status, known.body], [202, { accepted: true }]);
    await resetTokenMailedTo(family.email);
    assert.deepEqual(await outboxMails(system.logDir, `To: ${stranger}`), []);
  });

  it('sets the new password once through the mailed link and signs out every session', async () => {
    const family = await registerFamily('Clover');
    const otherDevice = (await signIn(family.call, family.email, PASSWORD)).body.token;
    assert.deepEqual([await statusWith(family.token), await statusWith(otherDevice)], [200, 200]);
    assert.equal((await family.call(IdentityRoutes.forgotPassword, { body: { email: family.email } })).status, 202);
    const token = await resetTokenMailedTo(family.email);
    const stored = await db.query<{ token_hash: string }>(
      `SELECT token_hash FROM identity.password_resets r JOIN identity.users u ON u.id = r.user_id WHERE u.email = $1`,
      [family.email],
    );
    assert.deepEqual(
      stored.rows.map((row) => row.token_hash),
      [createHash('sha256').update(token).digest('hex')],
      'only the hash of the token is kept',
    );

    const reset = await family.call(IdentityRoutes.resetPassword, { body: { token, password: 'new-leaves-in-spring' } });
    assert.deepEqual([reset.status, reset.body], [200, { reset: true }]);
    const refused = await eventually(
      async () => [await statusWith(family.token), await statusWith(otherDevice)],
      (statuses) => statuses.every((status) => status === 401),
      2000,
    );
    assert.deepEqual(refused, [401, 401], 'sessions from before the reset are refused');
    assert.equal((await signIn(family.call, family.email, PASSWORD)).status, 401);
    const fresh = await signIn(family.call, family.email, 'new-leaves-in-spring');
    assert.equal(fresh.status, 200);
    assert.equal(await statusWith(fresh.body.token), 200);

    const twice = await family.call(IdentityRoutes.resetPassword, { body: { token, password: 'someone-else-again' } });
    assert.deepEqual(
      [twice.status, twice.body.message],
      [
        410,
        'This password reset link has already been used. If you still need to reset your password, please ask for a new one.',
      ],
    );
    assert.equal((await signIn(family.call, family.email, 'new-leaves-in-spring')).status, 200);
  });

  it('refuses a link past its hour, and leaves the password as it was', async () => {
    const family = await registerFamily('Sedge');
    assert.equal((await family.call(IdentityRoutes.forgotPassword, { body: { email: family.email } })).status, 202);
    const token = await resetTokenMailedTo(family.email);
    // An hour and a second later, as far as the link is concerned.
    await db.query(`UPDATE identity.password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    const expired = await family.call(IdentityRoutes.resetPassword, { body: { token, password: 'too-late-for-this' } });
    assert.deepEqual(
      [expired.status, expired.body.message],
      [410, 'This password reset link has expired: a link works for an hour. Please ask for a new one.'],
    );
    assert.equal((await signIn(family.call, family.email, PASSWORD)).status, 200);
    assert.equal(await statusWith(family.token), 200);
  });

  it('refuses an unknown link and a password shorter than registration allows', async () => {
    const unknown = await call(IdentityRoutes.resetPassword, { body: { token: 'x'.repeat(43), password: 'long-enough-pass' } });
    assert.deepEqual(
      [unknown.status, unknown.body.message],
      [404, 'This password reset link is not valid. Please ask for a new one.'],
    );
    const short = await call(IdentityRoutes.resetPassword, { body: { token: 'x'.repeat(43), password: 'short' } });
    assert.deepEqual([short.status, short.body.message], [400, 'password must be at least 8 characters']);
  });

  it('mails one address a few links an hour at most, whether it has an account or not', async () => {
    const email = `${unique('flood')}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await apiClient(system.baseUrl, testClientAddress())(IdentityRoutes.forgotPassword, { body: { email } })).status,
      );
    }
    assert.deepEqual(statuses, [202, 202, 202, 202, 202]);
    const limited = await apiClient(system.baseUrl, testClientAddress())(IdentityRoutes.forgotPassword, { body: { email } });
    assert.equal(limited.status, 429);
    assert.match(limited.body.message ?? '', /^A reset link was asked for this address several times already\./);
  });
});

describe('changing the password while signed in', () => {
  it('needs the current password, then keeps this session on a new token and ends the others', async () => {
    const family = await registerFamily('Thistle');
    const otherDevice = (await signIn(family.call, family.email, PASSWORD)).body.token;
    const wrong = await family.call(IdentityRoutes.changePassword, {
      token: family.token,
      body: { currentPassword: 'not-my-password', newPassword: 'berries-in-autumn' },
    });
    assert.deepEqual([wrong.status, wrong.body.message], [403, 'Your current password is not right']);
    assert.equal(await statusWith(otherDevice), 200);

    const changed = await family.call(IdentityRoutes.changePassword, {
      token: family.token,
      body: { currentPassword: PASSWORD, newPassword: 'berries-in-autumn' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(await statusWith(changed.body.token), 200, 'this session goes on with the new token');
    assert.deepEqual([await statusWith(family.token), await statusWith(otherDevice)], [401, 401]);
    assert.equal((await signIn(family.call, family.email, PASSWORD)).status, 401);
    assert.equal((await signIn(family.call, family.email, 'berries-in-autumn')).status, 200);

    const short = await family.call(IdentityRoutes.changePassword, {
      token: changed.body.token,
      body: { currentPassword: 'berries-in-autumn', newPassword: 'short' },
    });
    assert.deepEqual([short.status, short.body.message], [400, 'newPassword must be at least 8 characters']);
  });
});
