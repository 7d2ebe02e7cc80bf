import type { SeededRandom } from './seeded-random.js';

/** Strings that have broken servers: empties, the huge, NUL and other awkward Unicode, injections. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '\u0000',
  'acorn\u0000oak',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\uFEFF',
  '😀'.repeat(2000),
  'e\u0301\u0301\u0301\u0301',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'null',
  'undefined',
  '0x7fffffff',
  '9'.repeat(400),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  Number.MIN_VALUE,
];

/** Keys that pollute prototypes when an object is merged carelessly. */
export const POLLUTING_OBJECTS: readonly unknown[] = [
  JSON.parse('{"__proto__": {"polluted": true, "role": "admin"}}'),
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": null}'),
];

const OTHER_VALUES: readonly unknown[] = [null, true, false, [], {}, [[[[[]]]]], [null], { '': '' }];

/** Any value of any type: what a field gets in place of the one it declares. */
export function hostileValue(random: SeededRandom): unknown {
  const kind = random.int(10);
  if (kind < 5) return random.pick(HOSTILE_STRINGS);
  if (kind < 7) return random.pick(HOSTILE_NUMBERS);
  if (kind < 8) return random.pick(POLLUTING_OBJECTS);
  return random.pick(OTHER_VALUES);
}

/** Text for a path or query parameter. */
export function hostileParameter(random: SeededRandom): string {
  return random.pick([
    ...HOSTILE_STRINGS.filter((s) => s.length < 5000),
    random.uuid(),
    'not-a-uuid',
    '0',
    '-1',
    '1.5',
    '2020-02-30',
  ]);
}
