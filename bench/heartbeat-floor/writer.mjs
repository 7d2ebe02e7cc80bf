// The floor's writer: a raw nats.js responder taking the front's batches of heartbeats, gathering those
// arriving together with the devices service's own batcher (MicroBatch, same size and batches in
// flight) and recording each batch with the very statement the devices service runs, through a bare
// pg pool. It answers a batch with one `recorded` flag a heartbeat.
// Usage: node bench/heartbeat-floor/writer.mjs <nats-url> <subject> <database-url>
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { heartbeatBatchStatement } from '../../services/devices/dist/src/health/heartbeat-recorder.js';
import { MicroBatch } from '../../libs/service-kit/dist/index.js';

const [natsUrl, subject, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const batch = new MicroBatch(
  async (beats) => {
    const { sql, params } = heartbeatBatchStatement(beats);
    const { rows } = await pool.query(sql, params);
    const accepted = new Set(rows.filter((row) => !row.refused).map((row) => row.key_hash));
    return beats.map((beat) => accepted.has(beat.keyHash));
  },
  { maxSize: 500, maxInFlight: 2 },
);
const nc = await connect({ servers: natsUrl });
nc.subscribe(subject, {
  callback: (_error, message) => {
    const at = new Date();
    Promise.all(message.json().map(({ keyHash, input }) => batch.add({ keyHash, input, at }).catch(() => false))).then(
      (recorded) => message.respond(JSON.stringify(recorded)),
    );
  },
});
await nc.flush();
process.send?.('ready');
