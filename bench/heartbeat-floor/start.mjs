import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { freePort } from '../../libs/testing/dist/index.js';

const started = (child, what) =>
  new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the heartbeat floor's ${what} ended (${code}) before it was ready`)));
  });

const stopped = async (child) => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
};

/**
 * The floor of a heartbeat on this design, each part in a process of its own as the gateway and the
 * devices service are: a bare Fastify front, one raw NATS request, a bare writer batching into
 * PostgreSQL with the devices service's statement. `url` takes the heartbeat POST; `pids` name the
 * two processes for their CPU; `stop()` ends both.
 */
export async function startHeartbeatFloor({ natsUrl, databaseUrl }) {
  const subject = `bench.heartbeat-floor.${randomUUID()}`;
  const options = { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] };
  const writer = fork(new URL('./writer.mjs', import.meta.url).pathname, [natsUrl, subject, databaseUrl], options);
  await started(writer, 'writer');
  const port = await freePort();
  const front = fork(new URL('./front.mjs', import.meta.url).pathname, [String(port), natsUrl, subject], options);
  await started(front, 'front').catch(async (error) => {
    await stopped(writer);
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}/heartbeat`,
    pids: { front: front.pid, writer: writer.pid },
    async stop() {
      await stopped(front);
      await stopped(writer);
    },
  };
}
