import autocannon from 'autocannon';

/**
 * autocannon's result for `options` (20 connections unless told), with the exact p95 of every
 * response's time as `p95` (autocannon itself reports p90 and p97.5 only).
 */
export function loadWithP95(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ connections: 20, ...options }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ ...result, p95: times[Math.floor(times.length * 0.95)] ?? NaN });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
