import { createHash } from 'node:crypto';

/** How much the bench seeds, and the user (registered through the API) who owns the character with many visits. */
export const SEEDED = {
  stations: 100_000,
  versions: 20,
  users: 1_000_000,
  characterTypes: ['owl', 'fox', 'badger', 'hedgehog', 'bunny'],
  characters: 1_000_000,
  visits: 10_000_000,
  ownerVisits: 5_000,
  interests: 200_000,
  orders: 100_000,
  campaigns: 500,
  owner: { displayName: 'Scale Owner', email: 'scale-owner@example.test', password: 'acorns-and-oak-at-scale' },
};

/** Where three in five stations stand near: name, latitude, longitude. London first: the owner's character visits there. */
export const CITIES = [
  ['London', 51.5074, -0.1278],
  ['Birmingham', 52.4862, -1.8904],
  ['Manchester', 53.4808, -2.2426],
  ['Leeds', 53.8008, -1.5491],
  ['Glasgow', 55.8642, -4.2518],
  ['Liverpool', 53.4084, -2.9916],
  ['Newcastle', 54.9783, -1.6178],
  ['Sheffield', 53.3811, -1.4701],
  ['Bristol', 51.4545, -2.5879],
  ['Edinburgh', 55.9533, -3.1883],
  ['Cardiff', 51.4816, -3.1791],
  ['Leicester', 52.6369, -1.1398],
  ['Nottingham', 52.9548, -1.1581],
  ['Belfast', 54.5973, -5.9301],
  ['Southampton', 50.9097, -1.4044],
  ['Brighton', 50.8225, -0.1372],
  ['Plymouth', 50.3755, -4.1427],
  ['Norwich', 52.6309, 1.2974],
  ['York', 53.959, -1.0815],
  ['Oxford', 51.752, -1.2577],
  ['Cambridge', 52.2053, 0.1218],
  ['Aberdeen', 57.1497, -2.0943],
  ['Exeter', 50.7184, -3.5339],
  ['Hull', 53.7676, -0.3274],
  ['Coventry', 52.4068, -1.5197],
  ['Derby', 52.9225, -1.4746],
  ['Swansea', 51.6214, -3.9436],
  ['Inverness', 57.4778, -4.2247],
  ['Stoke', 53.0027, -2.1794],
  ['Bath', 51.3758, -2.3599],
];

/** The n-th seeded stump's API key (the seeder stores its sha256 only), as the devices service shapes one. */
export const stumpKey = (salt, n) => `ssk_${createHash('sha256').update(`${salt}:${n}`).digest('base64url')}`;
