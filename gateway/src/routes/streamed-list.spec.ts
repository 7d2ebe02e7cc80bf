import assert from 'node:assert/strict';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, it } from 'node:test';
import { Subject, concat, of, throwError } from 'rxjs';
import { streamedList } from './streamed-list.js';

describe('streamedList', () => {
  it('writes the pieces as one JSON array, empty pieces included', async () => {
    const stream = await streamedList(of([{ n: 1 }, { n: 2 }], [], [{ n: 3 }]), false);
    assert.deepEqual(JSON.parse(await text(stream)), [{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('answers an empty list, also in { data }', async () => {
    assert.equal(await text(await streamedList(of([]), false)), '[]');
    assert.equal(await text(await streamedList(of(), true)), '{"data":[]}');
    assert.deepEqual(JSON.parse(await text(await streamedList(of([1], [2]), true))), { data: [1, 2] });
  });

  it('starts the answer at the first piece, before the list has ended', async () => {
    const pieces = new Subject<unknown[]>();
    const answer = streamedList(pieces, false);
    pieces.next([{ n: 1 }]);
    const stream = await answer;
    assert.equal(String(stream.read()), '[{"n":1}');
    pieces.next([{ n: 2 }]);
    pieces.complete();
    assert.equal(await text(stream), ',{"n":2}]');
  });

  it('fails as the error it is when nothing has been sent', async () => {
    await assert.rejects(
      streamedList(
        throwError(() => new Error('The service did not answer in time')),
        false,
      ),
      {
        message: 'The service did not answer in time',
      },
    );
  });

  it('cuts the answer off when a later piece fails, never ending it as if whole', async () => {
    const pieces = new Subject<unknown[]>();
    const answer = streamedList(pieces, false);
    pieces.next([{ n: 1 }]);
    const stream: Readable = await answer;
    pieces.error(new Error('The service did not answer in time'));
    await assert.rejects(text(stream), { message: 'The service did not answer in time' });
  });

  it('cuts the answer off when a piece that came at once fails at once', async () => {
    const stream = await streamedList(
      concat(
        of([1]),
        throwError(() => new Error('The service did not answer in time')),
      ),
      false,
    );
    await assert.rejects(text(stream), { message: 'The service did not answer in time' });
  });

  it('stops listening for pieces once the client has gone', async () => {
    const pieces = new Subject<unknown[]>();
    const answer = streamedList(pieces, false);
    pieces.next([1]);
    (await answer).destroy();
    assert.equal(pieces.observed, false);
  });
});
