// The demo world: stumps in real places across the UK, families with their woodland friends,
// their orders, sign-ups, a mailing, a rollout and a month of site visits. Every name says it is
// demo data (base ids `demo-…`, e-mails at demo.storystump.example), so an admin sees what it is.

export const DEMO_EMAIL_DOMAIN = 'demo.storystump.example';

/** An address of the demo's own making. */
export const isDemoEmail = (email) => email.endsWith(`@${DEMO_EMAIL_DOMAIN}`);
export const DEMO_BASE_ID_PREFIX = 'demo-';

/** [slug, friendly name, latitude, longitude]: real parks and woods, at their towns' coordinates. */
const PLACES = [
  ['hampstead-heath', 'Oak stump, Hampstead Heath', 51.5608, -0.1629],
  ['richmond-park', 'Beech stump, Richmond Park', 51.4427, -0.276],
  ['sherwood-forest', 'Major Oak stump, Sherwood Forest', 53.2049, -1.0727],
  ['leigh-woods', 'Ash stump, Leigh Woods, Bristol', 51.46, -2.638],
  ['epping-forest', 'Hornbeam stump, Epping Forest', 51.6563, 0.0515],
  ['windermere', 'Larch stump, Windermere shore', 54.38, -2.907],
  ['victoria-park-bath', 'Willow stump, Royal Victoria Park, Bath', 51.386, -2.374],
  ['university-parks', 'Elm stump, University Parks, Oxford', 51.759, -1.254],
  ['jesus-green', 'Chestnut stump, Jesus Green, Cambridge', 52.211, 0.123],
  ['eaton-park', 'Birch stump, Eaton Park, Norwich', 52.624, 1.264],
  ['museum-gardens', 'Yew stump, Museum Gardens, York', 53.962, -1.088],
  ['roundhay-park', 'Sycamore stump, Roundhay Park, Leeds', 53.838, -1.499],
  ['heaton-park', 'Alder stump, Heaton Park, Manchester', 53.535, -2.253],
  ['sefton-park', 'Rowan stump, Sefton Park, Liverpool', 53.382, -2.939],
  ['cannon-hill-park', 'Oak stump, Cannon Hill Park, Birmingham', 52.453, -1.897],
  ['jesmond-dene', 'Hazel stump, Jesmond Dene, Newcastle', 54.993, -1.598],
  ['holyrood-park', 'Scots pine stump, Holyrood Park, Edinburgh', 55.944, -3.161],
  ['kelvingrove-park', 'Oak stump, Kelvingrove Park, Glasgow', 55.869, -4.286],
  ['rothiemurchus', 'Caledonian pine stump, Rothiemurchus, Aviemore', 57.165, -3.818],
  ['ness-islands', 'Birch stump, Ness Islands, Inverness', 57.468, -4.23],
  ['bute-park', 'Lime stump, Bute Park, Cardiff', 51.486, -3.186],
  ['betws-y-coed', 'Pine stump, Gwydyr Forest, Betws-y-Coed', 53.093, -3.801],
  ['botanic-gardens', 'Beech stump, Botanic Gardens, Belfast', 54.582, -5.934],
  ['haldon-forest', 'Oak stump, Haldon Forest, Exeter', 50.672, -3.595],
  ['preston-park', 'Elm stump, Preston Park, Brighton', 50.842, -0.148],
];

/** How each stump calls in: most every minute, a few fell silent, one never called, one is low on battery. */
const SILENT = new Set(['sherwood-forest', 'rothiemurchus', 'ness-islands']);
const NEVER = new Set(['preston-park']);
const LOW_BATTERY = new Set(['richmond-park']);

/** [surname, places they go (their home ones first), the friends they own]. */
const FAMILIES = [
  ['Hawthorn', ['hampstead-heath', 'richmond-park', 'epping-forest', 'windermere'], ['bunny', 'owl']],
  ['Fernsby', ['leigh-woods', 'victoria-park-bath', 'haldon-forest'], ['hedgehog']],
  ['Ashworth', ['heaton-park', 'sefton-park', 'roundhay-park', 'museum-gardens'], ['bunny', 'hedgehog', 'owl']],
  ['MacLeod', ['holyrood-park', 'kelvingrove-park', 'rothiemurchus', 'ness-islands'], ['owl', 'bunny']],
  ['Pryce', ['bute-park', 'betws-y-coed', 'leigh-woods'], ['hedgehog']],
  ['Okafor', ['cannon-hill-park', 'university-parks', 'jesus-green', 'eaton-park'], ['bunny', 'owl']],
];

export const CHARACTER_TYPES = [
  ['bunny', 'Bunny'],
  ['hedgehog', 'Hedgehog'],
  ['owl', 'Owl'],
];

// What people write through the site's two forms: a stump for their garden, and a question. With
// the sign-ups they stay within one address's limit of these forms in ten minutes.
const STUMP_ENQUIRY = {
  firstName: 'Harriet',
  lastName: 'Penrose',
  addressLine1: '4 Mill Lane',
  city: 'Hebden Bridge',
  state: 'West Yorkshire',
  postalCode: 'HX7 8AB',
  country: 'United Kingdom',
  shortDescription: 'An old beech stump at the end of our garden, by the path the school children take every morning.',
  treeStumpLocation: 'Back garden, next to the gate',
};

const CONTACT_MESSAGE =
  'Our hedgehog stopped telling stories after its first visit to the stump in the park. Is there anything we can try at home?';

const SIZES = {
  full: {
    stations: PLACES.length,
    families: FAMILIES.length,
    unassignedPerType: 2,
    visitsPerCharacter: [10, 28],
    signUps: 8,
    confirmedSignUps: 5,
    rolloutStations: 10,
    rolloutPhases: [30, 100],
    analyticsDays: 30,
    sessionsPerDay: [25, 70],
  },
  small: {
    stations: 4,
    families: 2,
    unassignedPerType: 0,
    visitsPerCharacter: [3, 5],
    signUps: 2,
    confirmedSignUps: 1,
    rolloutStations: 2,
    rolloutPhases: [50, 100],
    analyticsDays: 2,
    sessionsPerDay: [3, 5],
  },
};

export const SIZE_NAMES = Object.keys(SIZES);

/** Days back the families' visits are spread over. */
export const JOURNEY_DAYS = 28;

/** The world of the given size: everything the seeder makes, by deterministic names. */
export function demoWorld(sizeName) {
  const size = SIZES[sizeName];
  const places = PLACES.slice(0, size.stations);
  const slugs = new Set(places.map(([slug]) => slug));
  const stations = places.map(([slug, friendlyName, latitude, longitude]) => ({
    baseId: `${DEMO_BASE_ID_PREFIX}${slug}`,
    friendlyName,
    latitude,
    longitude,
    calls: NEVER.has(slug) ? 'never' : SILENT.has(slug) ? 'silent' : 'online',
    lowBattery: LOW_BATTERY.has(slug),
  }));
  const calling = stations.filter((station) => station.calls !== 'never');

  const families = FAMILIES.slice(0, size.families).map(([surname, goesTo, owns], index) => {
    const n = index + 1;
    const known = goesTo.filter((slug) => slugs.has(slug)).map((slug) => `${DEMO_BASE_ID_PREFIX}${slug}`);
    return {
      displayName: `The ${surname} family`,
      email: `demo-family-${n}@${DEMO_EMAIL_DOMAIN}`,
      password: `woodland-demo-${n}`,
      // In a small world a family goes wherever there is a stump that calls in.
      visits: known.length ? known : calling.map((station) => station.baseId),
      characters: owns.map((type, i) => ({ type, serialNumber: `DEMO-${n}${i + 1}-${type.toUpperCase()}` })),
      // They bought what they own, one order each; the first family also bought a gift box it sent back.
      orders: owns.map((type) => ({ product: type, price: 'first' })),
    };
  });
  families[0].orders.push({ product: 'hedgehog', price: 'last', refunded: true });

  const unassigned = CHARACTER_TYPES.flatMap(([type]) =>
    Array.from({ length: size.unassignedPerType }, (_, i) => ({
      type,
      serialNumber: `DEMO-SHELF-${type.toUpperCase()}-${i + 1}`,
    })),
  );

  const signUps = Array.from({ length: size.signUps }, (_, i) => ({
    email: `demo-signup-${i + 1}@${DEMO_EMAIL_DOMAIN}`,
    confirmed: i < size.confirmedSignUps,
  }));

  const enquiries = [
    { kind: 'stump', fields: { ...STUMP_ENQUIRY, email: `demo-enquiry-stump@${DEMO_EMAIL_DOMAIN}` } },
    { kind: 'contact', fields: { email: `demo-enquiry-question@${DEMO_EMAIL_DOMAIN}`, message: CONTACT_MESSAGE } },
  ];

  return {
    size: sizeName,
    enquiries,
    stations,
    families,
    unassigned,
    visitsPerCharacter: size.visitsPerCharacter,
    signUps,
    campaign: {
      subject: '[Demo] New stumps in the Lake District and the Highlands',
      htmlContent:
        '<h1>New stumps to find</h1><p>Bunny, Hedgehog and Owl have new stories waiting at Windermere and in Rothiemurchus.</p><p><a href="https://storystump.example/map">See the map</a></p>',
    },
    rollout: {
      tag: 'demo-2.1.0',
      runningBefore: 'demo-2.0.0',
      stations: calling
        .filter((station) => station.calls === 'online')
        .slice(0, size.rolloutStations)
        .map((s) => s.baseId),
      phases: size.rolloutPhases,
    },
    analytics: { days: size.analyticsDays, sessionsPerDay: size.sessionsPerDay },
  };
}
