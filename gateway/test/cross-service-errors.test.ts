import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { UserOps, type Envelope, type RegisterInput, type RequestContext } from '@storystump/contracts';
import { RpcClient, RpcFailure, RpcModule } from '@storystump/service-kit';
import { rpcClientFor, startServiceInProcess, startSystem, type RunningService, type RunningSystem } from '@storystump/testing';
import { decodeJwt } from 'jose';
import { toHttpError } from '../src/errors/to-http-error.js';

// A service that asks identity on behalf of its callers, as characters will ask whether a user
// exists: whatever identity (or NATS) answers must reach the gateway as it was.
@Controller()
class RelayHandler {
  constructor(private readonly rpc: RpcClient) {}

  @MessagePattern('relay.promote')
  promote({ ctx, input }: Envelope<{ id: string }>) {
    return this.rpc.send(UserOps.promote.subject, ctx, input);
  }

  @MessagePattern('relay.register')
  register({ ctx, input }: Envelope<RegisterInput>) {
    return this.rpc.send(UserOps.register.subject, ctx, input);
  }

  @MessagePattern('relay.unanswered')
  unanswered({ ctx, input }: Envelope<{ subject: string }>) {
    return this.rpc.send(input.subject as never, ctx, undefined as never);
  }
}

@Module({ imports: [RpcModule.forCaller('relay')], controllers: [RelayHandler] })
class RelayModule {}

let system: RunningSystem;
let relay: RunningService;
let gatewayRpc: RpcClient;
let silent: NatsConnection;
let adminCtx: RequestContext;

/** What the gateway answers when its request to the relay fails: the HTTP status and body. */
async function seenAtGateway(subject: string, ctx: RequestContext, input: object) {
  const failure = await gatewayRpc.send(subject as never, ctx, input as never).then(
    () => assert.fail('the relay was meant to fail'),
    (error: unknown) => error,
  );
  assert.ok(failure instanceof RpcFailure, `expected an RpcFailure, got ${String(failure)}`);
  return toHttpError(failure);
}

before(async () => {
  system = await startSystem();
  // The relay gives up on identity sooner than the gateway gives up on the relay.
  relay = await startServiceInProcess('relay', async () => RelayModule, { ...system.settings, RPC_TIMEOUT_MS: '400' });
  gatewayRpc = rpcClientFor({ ...system.settings, RPC_TIMEOUT_MS: '3000' }, 'gateway-under-test');
  silent = await connect({ servers: system.settings.NATS_URL! });
  // Takes the request and never answers, like a service stuck on a lock.
  silent.subscribe('stuck.service.subject', { callback: () => undefined });
  const { token } = await gatewayRpc.send(
    UserOps.login.subject,
    { requestId: randomUUID() },
    { email: system.adminEmail, password: system.adminPassword },
  );
  adminCtx = { requestId: randomUUID(), actor: { id: decodeJwt(token).sub as string, role: 'admin' } };
});
after(async () => {
  await silent?.close();
  await gatewayRpc?.close();
  await relay?.stop();
  await system?.stop();
});

describe('a service calling another', () => {
  it("passes on the callee's 404 with its code and message", async () => {
    const seen = await seenAtGateway('relay.promote', adminCtx, { id: randomUUID() });
    assert.deepEqual(seen, { status: 404, body: { message: 'User not found', code: 'USER_NOT_FOUND' } });
  });

  it("passes on the callee's 409", async () => {
    const input = { displayName: 'Twin', email: `twin-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' };
    await gatewayRpc.send(UserOps.register.subject, { requestId: randomUUID() }, input);
    const seen = await seenAtGateway('relay.register', { requestId: randomUUID() }, input);
    assert.deepEqual(seen, { status: 409, body: { message: 'An account with this e-mail already exists', code: 'EMAIL_TAKEN' } });
  });

  it('turns a callee that does not answer in time into 504', async () => {
    const seen = await seenAtGateway('relay.unanswered', adminCtx, { subject: 'stuck.service.subject' });
    assert.equal(seen.status, 504);
    assert.equal(seen.body.code, 'UPSTREAM_TIMEOUT');
  });

  it('turns a callee nobody runs into 503', async () => {
    const seen = await seenAtGateway('relay.unanswered', adminCtx, { subject: 'nobody.runs.this' });
    assert.equal(seen.status, 503);
    assert.equal(seen.body.code, 'UPSTREAM_UNAVAILABLE');
  });
});
