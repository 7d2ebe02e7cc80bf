// Names and numbers that come out the same on every run, so a second run finds what the first made.
import { createHash } from 'node:crypto';

/** A UUID (version 5's layout) made from a name: the same name, the same id. */
export function uuidOf(name) {
  const hex = createHash('sha256').update(`storystump-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A random-looking sequence from a seed (mulberry32): numbers in [0, 1), the same for the same seed. */
export function randomOf(seed) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from `min` to `max`, both included. */
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    /** One of `choices` ([item, weight] pairs), by weight. */
    weighted: (choices) => {
      let left = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [item, weight] of choices) if ((left -= weight) < 0) return item;
      return choices[choices.length - 1][0];
    },
  };
}
