import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CharacterOps, CharacterTypeOps, UserOps, type RequestContext } from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import { eventually, rpcClientFor, startSystem, type OwnSystem } from '@storystump/testing';

let system: OwnSystem;
let rpc: RpcClient;

const ctx = (actor?: RequestContext['actor']): RequestContext => ({ requestId: randomUUID(), actor });
const anyAdmin = () => ctx({ id: randomUUID(), role: 'admin' });

async function userIdOf(email: string): Promise<string> {
  const users = await rpc.send(UserOps.list.subject, anyAdmin(), undefined);
  return users.find((user) => user.email === email)!._id;
}

before(async () => {
  // A system of this file's own: the test stops and starts its characters service.
  system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
  rpc = rpcClientFor(system.settings, 'released-while-stopped-test');
});
after(async () => {
  await rpc?.close();
  await system?.stop();
});

describe("a deleted user's characters", () => {
  it('are released when the characters service comes back after the user was deleted', async () => {
    const type = await rpc.send(CharacterTypeOps.append.subject, anyAdmin(), {
      characterEncryptedType: `enc-${randomUUID()}`,
      characterType: 'owl',
    });
    const character = await rpc.send(CharacterOps.create.subject, anyAdmin(), {
      encryptedCharacterType: type.characterEncryptedType,
      serialNumber: `SN-${randomUUID().slice(0, 8)}`,
    });
    const email = `willow-${randomUUID().slice(0, 8)}@example.test`;
    await rpc.send(UserOps.register.subject, ctx(), { displayName: 'Willow', email, password: 'acorns-and-oak' });
    const owner = await userIdOf(email);
    await rpc.send(CharacterOps.assign.subject, anyAdmin(), { serialNumber: character.serialNumber, userId: owner });

    await system.stopProcess('characters');
    const realAdmin = ctx({ id: await userIdOf(system.adminEmail), role: 'admin' });
    await rpc.send(UserOps.delete.subject, realAdmin, { id: owner });
    system.startProcess('characters');

    const after = await eventually(
      async () => {
        try {
          return (await rpc.send(CharacterOps.listAll.subject, anyAdmin(), undefined)).find((c) => c._id === character._id);
        } catch {
          return undefined; // still starting
        }
      },
      (found) => found?.owner === null,
      30_000,
    );
    assert.equal(after?.owner, null);
  });
});
