import { headers, type NatsConnection } from '@nats-io/transport-node';
import { EXPORT_END_HEADER, EXPORT_STOP_HEADER } from '@storystump/contracts';
import { Readable } from 'node:stream';

/** How long a piece may take to come: the database's first rows of a long range included. */
const PIECE_TIMEOUT_MS = 30_000;

/**
 * An export's CSV as a stream: each piece is asked of the service only when the one before has
 * been taken by the response, so a slow download holds one piece, never the range. A download
 * given up stops the export, and so does one whose reader leaves a piece untaken for
 * `idleTimeoutMs`: its connection is cut off.
 */
export function exportPieces(nc: NatsConnection, subject: string, idleTimeoutMs: number): Readable {
  let ended = false;
  let untaken: NodeJS.Timeout | undefined;
  return new Readable({
    read() {
      clearTimeout(untaken);
      nc.request(subject, undefined, { timeout: PIECE_TIMEOUT_MS }).then(
        (message) => {
          const end = message.headers?.get(EXPORT_END_HEADER);
          if (!end) {
            untaken = setTimeout(
              () => this.destroy(new Error(`The download took no piece for ${idleTimeoutMs} ms`)),
              idleTimeoutMs,
            ).unref();
            this.push(message.data);
            return;
          }
          ended = true;
          if (end === 'done') this.push(null);
          else this.destroy(new Error(end));
        },
        (error: unknown) => {
          ended = true;
          this.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    destroy(error, callback) {
      clearTimeout(untaken);
      if (!ended) {
        const stop = headers();
        stop.set(EXPORT_STOP_HEADER, 'true');
        nc.publish(subject, undefined, { headers: stop });
      }
      callback(error);
    },
  });
}
