// Firmware at scale: uploading versions of 10 MB and 100 MB, 20 stumps downloading the 100 MB
// version at once, and the device route (me + heartbeat) at rising rates. Each figure sits beside
// a baseline from the same run: the object store itself through raw nats.js for the bytes, a
// bare Fastify server for the device route. The peak resident memory of the gateway and the
// devices service is sampled during each phase, to show it does not grow with the file size.
// Run after a build: node bench/firmware.mjs [seconds-per-rate]
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, statSync, rmSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Objm } from '@nats-io/obj';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import yazl from 'yazl';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const MB = 1024 * 1024;
const unlimited = '1000000';
const work = mkdtempSync(join(tmpdir(), 'storystump-firmware-bench-'));

/** A zip of `megabytes` of random bytes, stored (as firmware images are: already compressed). */
async function makeZip(megabytes) {
  const payload = join(work, `payload-${megabytes}.bin`);
  const out = createWriteStream(payload);
  for (let i = 0; i < megabytes; i++) out.write(randomBytes(MB));
  await new Promise((resolve) => out.end(resolve));
  const zipPath = join(work, `firmware-${megabytes}.zip`);
  const zip = new yazl.ZipFile();
  zip.addFile(payload, 'firmware.bin', { compress: false });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipPath));
  rmSync(payload);
  return zipPath;
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Runs `work` while sampling each process's resident memory; answers its result and each peak (MB). */
async function watchingMemory(pids, work) {
  const peaks = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssOf(pid)]));
  const before = { ...peaks };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peaks[name] = Math.max(peaks[name], rssOf(pid));
  }, 10);
  try {
    const result = await work();
    return { result, before, peaks };
  } finally {
    clearInterval(timer);
  }
}

const system = await startSystem({
  settings: { FIRMWARE_MAX_MB: '200', DEVICE_RATE_LIMIT: unlimited, LOGIN_RATE_LIMIT: unlimited, LOG_LEVEL: 'warn' },
});
let bare;
try {
  const url = system.baseUrl;
  const pids = { gateway: system.pidOf('gateway'), devices: system.pidOf('devices') };
  const admin = await adminAuthorization(system);
  const json = { ...admin, 'content-type': 'application/json' };
  const station = await (
    await fetch(`${url}/api/basestations`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ base_id: 'bench-stump', friendly_name: 'Bench Stump', latitude: 52, longitude: -1 }),
    })
  ).json();
  const { _id: keyId, apiKey } = await (
    await fetch(`${url}/api/apikeys/generate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ baseStationId: station._id }),
    })
  ).json();

  const nc = await connect({ servers: system.settings.NATS_URL });
  const rawStore = await new Objm(jetstream(nc)).create('bench-raw', {});

  const transfers = [];
  const memory = [];
  const upload = async (path, tag) => {
    const form = new FormData();
    form.append('tag', tag);
    form.append('versionZip', await openAsBlob(path), `${tag}.zip`);
    const res = await fetch(`${url}/api/versions/upload`, { method: 'POST', headers: admin, body: form });
    if (res.status !== 201) throw new Error(`upload ${tag}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const timed = async (label, bytes, work, baselineSeconds) => {
    process.stderr.write(`… ${label}\n`);
    const started = performance.now();
    const watched = await watchingMemory(pids, work);
    const seconds = (performance.now() - started) / 1000;
    transfers.push({
      transfer: label,
      MB: Math.round(bytes / MB),
      seconds: seconds.toFixed(2),
      'MB/s': (bytes / MB / seconds).toFixed(0),
      'x baseline': baselineSeconds ? (baselineSeconds / seconds).toFixed(2) : '',
    });
    memory.push({
      phase: label,
      'gateway before MB': watched.before.gateway.toFixed(0),
      'gateway peak MB': watched.peaks.gateway.toFixed(0),
      'devices before MB': watched.before.devices.toFixed(0),
      'devices peak MB': watched.peaks.devices.toFixed(0),
    });
    return { seconds, result: watched.result };
  };

  let bigVersion;
  for (const megabytes of [10, 100]) {
    const path = await makeZip(megabytes);
    const bytes = statSync(path).size;
    const raw = await timed(`raw nats.js object store put, ${megabytes} MB (baseline)`, bytes, () =>
      rawStore.put({ name: `raw-${megabytes}` }, Readable.toWeb(createReadStream(path))),
    );
    const { result } = await timed(
      `gateway upload, ${megabytes} MB (multipart, zip check, store, record)`,
      bytes,
      () => upload(path, `bench-${megabytes}`),
      raw.seconds,
    );
    if (megabytes === 100) bigVersion = result;
  }

  await fetch(`${url}/api/apikeys/assign-version`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ apiKeyId: keyId, versionId: bigVersion._id }),
  });
  const offer = await (
    await fetch(`${url}/api/device/v1/firmware/next?current=none`, { headers: { authorization: `ApiKey ${apiKey}` } })
  ).json();
  const drain = async (stream) => {
    let total = 0;
    for await (const chunk of stream) total += chunk.length;
    return total;
  };
  // The object store's own get (a push consumer) does not keep up with 20 readers on this NATS
  // release, so the baseline reads the chunks as the gateway does, with raw nats.js direct gets.
  const jsm = await jetstreamManager(nc);
  const rawInfo = await rawStore.info('raw-100');
  const readRaw = async () => {
    let seq = 0;
    let total = 0;
    for (let chunk = 0; chunk < rawInfo.chunks; chunk++) {
      const message = await jsm.direct.getMessage('OBJ_bench-raw', { seq, next_by_subj: `$O.bench-raw.C.${rawInfo.nuid}` });
      seq = message.seq + 1;
      total += message.data.length;
    }
    return total;
  };
  const rawReads = await timed(
    'raw nats.js direct gets of the chunks x 20 at once, 100 MB each (baseline)',
    20 * rawInfo.size,
    () => Promise.all(Array.from({ length: 20 }, readRaw)),
  );
  await timed(
    'gateway firmware download x 20 at once, 100 MB each',
    20 * bigVersion.size,
    () =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          const res = await fetch(`${url}${offer.url}`);
          const received = await drain(res.body);
          if (received !== bigVersion.size) throw new Error(`a download ended at ${received} bytes`);
        }),
      ),
    rawReads.seconds,
  );
  await nc.close();

  console.log('\nFirmware bytes (one run on this machine):');
  console.table(transfers);
  console.log('Resident memory while each ran (sampled every 10 ms):');
  console.table(memory);

  // The device route at rising rates, beside a bare Fastify server at the same rates.
  bare = await startBareFastify(
    JSON.stringify(await (await fetch(`${url}/api/device/v1/me`, { headers: { authorization: `ApiKey ${apiKey}` } })).json()),
  );
  const load = (target, rate, options = {}) =>
    new Promise((resolve, reject) =>
      autocannon({ url: target, connections: 20, duration: SECONDS, overallRate: rate, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  const device = { authorization: `ApiKey ${apiKey}` };
  const heartbeat = {
    method: 'POST',
    headers: { ...device, 'content-type': 'application/json' },
    body: JSON.stringify({ runningVersion: 'bench-100', uptimeSeconds: 60 }),
  };
  const rates = [];
  for (const rate of [250, 500, 1000, 2000, undefined]) {
    const label = rate ? `${rate} req/s offered` : 'as fast as it goes';
    const baseline = await load(bare.url, rate);
    const me = await load(`${url}/api/device/v1/me`, rate, { headers: device });
    const beat = await load(`${url}/api/device/v1/heartbeat`, rate, heartbeat);
    const entry = (name, result) => ({
      rate: label,
      route: name,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      'x baseline': (result.requests.average / baseline.requests.average).toFixed(2),
      errors: result.errors + result.non2xx,
    });
    rates.push(
      entry('bare Fastify 5 (baseline)', baseline),
      entry('GET /api/device/v1/me', me),
      entry('POST /api/device/v1/heartbeat', beat),
    );
  }
  console.log(`\nDevice route, 20 connections, ${SECONDS} s per rate, autocannon:`);
  console.table(rates);
} finally {
  await bare?.stop();
  await system.stop();
  rmSync(work, { recursive: true, force: true });
}
