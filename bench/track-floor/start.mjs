import { fork } from 'node:child_process';
import { freePort } from '../../libs/testing/dist/index.js';

/**
 * The tracked event's floor (server.mjs) in a process of its own, as the gateway is, publishing to
 * the system's NATS and counting in its Redis. `url` takes the events; `pid` names the process for
 * its CPU; `stop()` ends it.
 */
export async function startTrackFloor({ natsUrl, redisUrl, redisPrefix }) {
  const port = await freePort();
  const child = fork(new URL('./server.mjs', import.meta.url).pathname, [String(port), natsUrl, redisUrl, redisPrefix], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the track floor ended (${code}) before it was ready`)));
  });
  return {
    url: `http://127.0.0.1:${port}/track`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
  };
}
