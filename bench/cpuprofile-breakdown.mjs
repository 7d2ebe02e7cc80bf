// Where a process's CPU went, from a .cpuprofile (as bench/profile-gateway.mjs leaves one): self and
// inclusive time per function, and self time per part of the stack (Node's HTTP, Fastify, Nest, the
// gateway's own code, ...), over the profile's last seconds (the load, not the start-up). Given the
// requests answered in that window, each figure is also µs a request.
// Usage: node bench/cpuprofile-breakdown.mjs <file.cpuprofile> [--window=<s>] [--skip-tail=<s>] [--requests=<n>] [--top=<n>]
import { readFileSync } from 'node:fs';

const [file, ...flags] = process.argv.slice(2);
const flag = (name, fallback) => Number(flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const windowMicros = flag('window', 10) * 1e6;
const skipTailMicros = flag('skip-tail', 2) * 1e6;
const requests = flag('requests', 0);
const top = flag('top', 30);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Which part of the stack a frame belongs to. */
function partOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : 'native (V8 builtins, C++)';
  if (url.startsWith('node:'))
    return url.startsWith('node:_http') || url.includes('stream') || url.includes('net') ? 'Node http/net/streams' : 'Node other';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg?.startsWith('@nestjs/')) return 'Nest';
  if (pkg === 'fastify' || pkg === 'find-my-way' || pkg === 'light-my-request' || pkg?.startsWith('@fastify/') || pkg === 'avvio')
    return `Fastify (${pkg})`;
  if (pkg) return `package ${pkg}`;
  if (url.includes('/gateway/dist/')) return 'gateway (own code)';
  if (url.includes('/libs/')) return 'libs (own code)';
  return url;
}
const keyOf = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(gateway|libs)\//, '$1/')}:${lineNumber + 1}`;

// Sample times: the window ends skip-tail before the last sample.
let t = profile.startTime;
const times = profile.timeDeltas.map((delta) => (t += delta));
const end = profile.endTime - skipTailMicros;
const start = end - windowMicros;
const self = new Map();
const inclusive = new Map();
const parts = new Map();
let counted = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  if (times[index] < start || times[index] > end) return;
  const node = nodes.get(id);
  // Each sample stands for the time to the next one.
  const micros = (times[index + 1] ?? times[index]) - times[index];
  if (node.callFrame.functionName === '(idle)') {
    idle += micros;
    return;
  }
  counted += micros;
  const key = keyOf(node.callFrame);
  self.set(key, (self.get(key) ?? 0) + micros);
  const part = partOf(node.callFrame);
  parts.set(part, (parts.get(part) ?? 0) + micros);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frameKey = keyOf(nodes.get(at).callFrame);
    if (seen.has(frameKey)) continue;
    seen.add(frameKey);
    inclusive.set(frameKey, (inclusive.get(frameKey) ?? 0) + micros);
  }
});

const figure = (micros) => ({
  ms: (micros / 1000).toFixed(0),
  '% busy': ((100 * micros) / counted).toFixed(1),
  ...(requests ? { 'µs/request': (micros / requests).toFixed(2) } : {}),
});
const table = (map, count) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, micros]) => ({ where, ...figure(micros) }));

console.log(
  `window ${(windowMicros / 1e6).toFixed(1)} s: busy ${(counted / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms` +
    (requests
      ? `, ${requests} requests: ${(counted / requests).toFixed(1)} µs busy a request (sampled, so above unprofiled)`
      : ''),
);
console.log('\nSelf time by part of the stack:');
console.table(table(parts, 40));
console.log('\nSelf time by function:');
console.table(table(self, top));
console.log('\nInclusive time by function:');
console.table(table(inclusive, top));
