import { Readable } from 'node:stream';
import { Subscription, type Observable } from 'rxjs';

/**
 * A whole list answered as its pieces come from the service: the first piece is waited for, so
 * that a failure before any item (a refusal, a timeout) is answered as the error it is; then the
 * JSON array is written piece by piece, never gathered whole first. The service sends its pieces
 * as fast as it reads them: what a slow client has not yet taken waits in the stream's buffer. A
 * piece that fails later cuts the answer off mid-array (the connection is closed): the client
 * never reads a cut list as whole. `inData` wraps it as `{ "data": [...] }`.
 */
export function streamedList(pieces: Observable<unknown[]>, inData: boolean): Promise<Readable> {
  const [open, close] = inData ? ['{"data":[', ']}'] : ['[', ']'];
  return new Promise((resolve, reject) => {
    let stream: Readable | undefined;
    // Made before subscribing: a piece that comes and fails at once may close the stream meanwhile.
    const subscription = new Subscription();
    let written = false;
    const write = (items: unknown[]) => {
      if (items.length === 0) return;
      const json = items.map((item) => JSON.stringify(item)).join(',');
      stream!.push(written ? `,${json}` : json);
      written = true;
    };
    subscription.add(
      pieces.subscribe({
        next(items) {
          if (!stream) {
            stream = new Readable({
              read() {},
              destroy(error, callback) {
                subscription.unsubscribe();
                callback(error);
              },
            });
            stream.push(open);
            resolve(stream);
          }
          write(items);
        },
        error(error: unknown) {
          if (stream) stream.destroy(error instanceof Error ? error : new Error(String(error)));
          else reject(error);
        },
        complete() {
          if (!stream) return resolve(Readable.from([`${open}${close}`]));
          stream.push(close);
          stream.push(null);
        },
      }),
    );
  });
}
