import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { operation, operations, type RequestContext } from '@storystump/contracts';
import { z } from 'zod';
import { Handles } from './handles.decorator.js';
import { operationHandlers } from './operation-handlers.js';

const NoteOps = operations('notes', 'notes', {
  pin: operation(z.object({ id: z.uuid() }), z.object({ pinned: z.string() }), {
    method: 'POST',
    path: 'notes/:id/pin',
    access: 'admin',
    summary: 'Pin a note',
    tag: 'notes',
  }),
  read: operation(z.object({ id: z.uuid() }), z.object({ read: z.string() }), {
    method: 'GET',
    path: 'notes/:id',
    access: 'user',
    summary: 'Read a note',
    tag: 'notes',
  }),
});

class NotesService {
  @Handles(NoteOps.pin)
  pin(_ctx: RequestContext, { id }: { id: string }) {
    return { pinned: id };
  }

  @Handles(NoteOps.read)
  read(_ctx: RequestContext, { id }: { id: string }) {
    return { read: id };
  }
}

const [Handler] = operationHandlers(NotesService);
const handler = new Handler!(new NotesService()) as unknown as Record<'pin' | 'read', (message: unknown) => unknown>;
const id = '7f1d2c3b-4a5e-4f60-8a7b-9c8d7e6f5a4b';
const ctx = (actor?: RequestContext['actor']) => ({ requestId: 'r-1', ...(actor ? { actor } : {}) });
const refusal = (status: number, code: string, message: string) => ({ status, code, message });

describe('operationHandlers', () => {
  it('listens on the subject of each operation its service handles', () => {
    assert.deepEqual(Reflect.getMetadata(PATTERN_METADATA, Handler!.prototype.pin), ['notes.notes.pin']);
    assert.deepEqual(Reflect.getMetadata(PATTERN_METADATA, Handler!.prototype.read), ['notes.notes.read']);
  });

  it("answers with the service's method, given the context and the checked input", () => {
    assert.deepEqual(handler.pin({ ctx: ctx({ id, role: 'admin' }), input: { id } }), { pinned: id });
  });

  it('refuses an admin operation to a caller who is not signed in (401) or not an admin (403), as the gateway does', () => {
    assert.throws(() => handler.pin({ ctx: ctx(), input: { id } }), refusal(401, 'UNAUTHENTICATED', 'Please log in'));
    assert.throws(() => handler.pin({ ctx: ctx({ id }), input: { id } }), refusal(403, 'FORBIDDEN', 'Only admins may do this'));
  });

  it('lets any signed-in caller through to a user operation, and no one else', () => {
    assert.deepEqual(handler.read({ ctx: ctx({ id }), input: { id } }), { read: id });
    assert.throws(() => handler.read({ ctx: ctx(), input: { id } }), refusal(401, 'UNAUTHENTICATED', 'Please log in'));
  });

  it('refuses input its schema does not take before asking who the caller is', () => {
    assert.throws(() => handler.pin({ ctx: ctx(), input: { id: 'nope' } }), { status: 400, code: 'INVALID_INPUT' });
  });
});
