import { createHash } from 'node:crypto';
import { DEFAULT_VISITS_PAGE, defaultRange } from '../../libs/contracts/dist/index.js';
import { DRIFT_COUNTS_SQL, driftListStatement } from '../../services/devices/dist/src/config/drift-statements.js';
import { STATIONS_OF_VERSIONS } from '../../services/devices/dist/src/vitals/version-runs.js';
import { VERSION_SUMS } from '../../services/devices/dist/src/vitals/version-vitals.service.js';
import { CITIES } from './seeded-data.mjs';

/** The id the seeder gives the n-th row of a kind: md5 of its name, shaped as a version 4 UUID. */
export const seededId = (kind, n) =>
  createHash('md5')
    .update(`scale-${kind}-${n}`)
    .digest('hex')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-8$4-$5');

const PAGE = 50;
const LIST_GOAL = { p95: 150, kb: 100 };

/**
 * A list's search of its columns as one lower-cased text (libs/service-kit/src/search-text.ts) in
 * bare SQL: through its `start` and `rest` indexes, then exactly. $1 is `%q%`, $2 `q%`.
 */
const searchText = (columns) => {
  const text = `(${columns.map((column) => `coalesce(lower(${column}), '')`).join(` || E'\\x1f' || `)})`;
  const rest = (of) => `translate(${of}, ' .-@_', 'xxxxx')`;
  return `(${text} LIKE lower($2) OR ${rest(`substr(${text}, 2)`)} LIKE ${rest('lower($1)')}) AND ${text} LIKE lower($1)`;
};
/** The parameters of a search as `searchText` takes them. */
const searchTextParams = (q) => [`%${q}%`, `${q}%`];

/** An admin list's first page and a search, each beside its bare query: the same columns, order and page. */
function adminList({ name, path, q, from, columns, order, search, searchParams = (text) => [`%${text}%`] }) {
  const page = (where) => `SELECT ${columns} FROM ${from} ${where} ORDER BY ${order} LIMIT ${PAGE}`;
  return [
    {
      figure: `${name}: first page`,
      path: `${path}?limit=${PAGE}`,
      as: 'admin',
      expect: 'page',
      goal: LIST_GOAL,
      baseline: { sql: page('') },
    },
    {
      figure: `${name}: search "${q}"`,
      path: `${path}?q=${encodeURIComponent(q)}`,
      as: 'admin',
      expect: 'page',
      goal: LIST_GOAL,
      baseline: { sql: page(`WHERE ${search}`), params: searchParams(q) },
    },
  ];
}

/** Stations in a box grouped on a grid of a quarter tile at `zoom`: the bare query a clustered map answer rests on. */
const gridClusters = (withState) => `
  SELECT count(*)::int AS count, avg(b.latitude) AS latitude, avg(b.longitude) AS longitude,
         CASE WHEN count(*) = 1 THEN min(b.id::text) END AS "_id",
         CASE WHEN count(*) = 1 THEN min(b.base_id) END AS base_id,
         CASE WHEN count(*) = 1 THEN min(b.friendly_name) END AS friendly_name
         ${withState ? `, max(CASE WHEN s.station_id IS NULL THEN 2 WHEN s.silent_since IS NOT NULL THEN 1 ELSE 0 END) AS worst` : ''}
    FROM devices.base_stations b ${withState ? 'LEFT JOIN devices.station_status s ON s.station_id = b.id' : ''}
   WHERE b.longitude BETWEEN $1 AND $3 AND b.latitude BETWEEN $2 AND $4
   GROUP BY floor(b.longitude / $5), floor(b.latitude / $5) LIMIT 500`;
const mapView = (figure, bbox, zoom, { as = 'public', withState = false } = {}) => ({
  figure,
  path: `/api/basestations?bbox=${bbox.join(',')}&zoom=${zoom}`,
  as,
  expect: 'clusters',
  goal: { p95: 100, features: 500 },
  baseline: { sql: gridClusters(withState), params: [...bbox, 360 / 2 ** zoom / 4] },
});

/** The whole of Great Britain and Northern Ireland as a map shows it at zoom 6, and a street of central London at zoom 16. */
const UK = [-8.2, 49.9, 1.8, 60.9];
const [, london] = [CITIES[0][0], CITIES[0]];
const LONDON_STREETS = [london[2] - 0.0138, london[1] - 0.0054, london[2] + 0.0138, london[1] + 0.0054];

/** Every figure the bench measures under load, with its goal and its bare query. `owner` is the seeded owner's user id. */
export function loadFigures({ ownerId }) {
  const characterId = seededId('character', 1);
  const lastWeek = defaultRange();
  return [
    ...adminList({
      name: 'stations',
      path: '/api/basestations',
      q: 'Leeds',
      columns: 'id AS "_id", base_id, friendly_name, latitude, longitude',
      from: 'devices.base_stations',
      order: 'base_id, id',
      search: 'base_id ILIKE $1 OR friendly_name ILIKE $1',
    }),
    ...adminList({
      name: 'status',
      path: '/api/basestations/status',
      q: 'Leeds',
      columns: `b.id AS "baseStationId", b.base_id, b.friendly_name, b.latitude, b.longitude, s.last_contact_at AS "lastContactAt",
        s.running_version AS "runningVersion", s.uptime_seconds AS "uptimeSeconds", s.battery_percent, s.temperature_c, s.signal_dbm,
        s.free_storage_mb, s.stories_played, s.firmware_status, s.firmware_tag, s.firmware_status_at, s.silent_since`,
      from: 'devices.base_stations b LEFT JOIN devices.station_status s ON s.station_id = b.id',
      order: 'b.base_id, b.id',
      search: 'b.base_id ILIKE $1 OR b.friendly_name ILIKE $1',
    }),
    ...adminList({
      name: 'keys',
      path: '/api/apikeys',
      q: 'stump-04711',
      columns: `k.id AS "_id", k.prefix, k.created_at AS "createdAt", k.revoked_at AS "revokedAt", b.id AS station_id, b.base_id,
        v.id AS version_id, v.tag`,
      from: `devices.api_keys k LEFT JOIN devices.base_stations b ON b.id = k.base_station_id
        LEFT JOIN devices.versions v ON v.id = k.assigned_version_id`,
      order: 'k.created_at DESC, k.id',
      search: 'b.base_id ILIKE $1',
    }),
    ...adminList({
      name: 'versions',
      path: '/api/versions',
      q: 'v1.1',
      columns: 'id AS "_id", tag, size, sha256, uploaded_at AS "uploadedAt"',
      from: 'devices.versions',
      order: 'uploaded_at DESC, id',
      search: 'tag ILIKE $1',
    }),
    ...adminList({
      name: 'users',
      path: '/api/users',
      q: 'oscar.khan',
      columns: 'id AS "_id", display_name AS "displayName", email, role, created_at AS "createdAt"',
      from: 'identity.users',
      order: 'created_at, id',
      search: searchText(['email', 'display_name']),
      searchParams: searchTextParams,
    }),
    ...adminList({
      name: 'characters',
      path: '/api/characters/all',
      q: 'SC-00042',
      columns: `c.id AS "_id", c.serial_number AS "serialNumber", t.character_type AS "characterType", c.owner_id AS "ownerId",
        c.owner_display_name AS "ownerDisplayName", c.assigned_at AS "assignedAt", c.created_at AS "createdAt"`,
      from: 'characters.characters c JOIN characters.character_types t ON t.id = c.type_id',
      order: 'c.created_at DESC, c.id',
      search: searchText(['c.serial_number', 'c.owner_email', 'c.owner_display_name']),
      searchParams: searchTextParams,
    }),
    ...adminList({
      name: 'interests',
      path: '/api/interest/interests',
      q: 'amelia.smith',
      columns: `id AS "_id", email, registered_at AS "registeredAt", confirmed_at AS "confirmedAt",
        unsubscribed_at AS "unsubscribedAt", suppressed_at AS "suppressedAt"`,
      from: 'marketing.interests',
      order: 'registered_at DESC, id',
      search: 'email ILIKE $1',
    }),
    ...adminList({
      name: 'orders',
      path: '/api/orders',
      q: 'amelia.taylor',
      columns: `o.id AS "_id", o.source, o.status, o.customer_email AS "customerEmail", o.total_amount AS "totalAmount", o.currency,
        o.created_at AS "createdAt", (SELECT json_agg(json_build_object('productName', l.product_name, 'quantity', l.quantity,
        'unitAmount', l.unit_amount)) FROM catalog.order_lines l WHERE l.order_id = o.id) AS lines`,
      from: 'catalog.orders o',
      order: 'o.created_at DESC, o.id',
      search: `o.customer_email ILIKE $1 OR o.status ILIKE $1 OR o.id::text ILIKE $1`,
    }),
    ...adminList({
      name: 'campaigns',
      path: '/api/email-marketing/campaigns',
      q: 'March',
      columns: 'id AS "_id", subject, created_at AS "createdAt", send_at AS "sendAt", status, total',
      from: 'marketing.campaigns',
      order: 'created_at DESC, id',
      search: 'subject ILIKE $1',
    }),
    mapView('map: the whole UK (zoom 6)', UK, 6),
    mapView('map: central London at street zoom (16)', LONDON_STREETS, 16),
    {
      figure: `account: the owner's characters`,
      path: '/api/characters',
      as: 'owner',
      expect: 'answer',
      goal: { p95: 200 },
      baseline: {
        sql: `SELECT c.id AS "_id", c.serial_number AS "serialNumber", t.character_type AS "characterType", c.assigned_at AS "assignedAt"
                FROM characters.characters c JOIN characters.character_types t ON t.id = c.type_id WHERE c.owner_id = $1`,
        params: [ownerId],
      },
    },
    {
      figure: 'account: first page of 5,000 visits',
      path: `/api/characters/${characterId}/visits?limit=${DEFAULT_VISITS_PAGE}`,
      as: 'owner',
      expect: 'answer',
      goal: { p95: 200 },
      baseline: {
        sql: `SELECT id AS "_id", station_id AS "stationId", station_base_id AS "stationBaseId", station_name AS "stationName",
                visit_date AS "visitDate" FROM characters.visits WHERE character_id = $1
               ORDER BY visit_date DESC, id DESC LIMIT ${DEFAULT_VISITS_PAGE}`,
        params: [characterId],
      },
    },
    {
      // The journey map draws the character's visits counted per stump, not the visits themselves.
      figure: `account: the journey's places (5,000 visits)`,
      path: `/api/characters/${characterId}/places`,
      as: 'owner',
      expect: 'answer',
      goal: { p95: 200 },
      baseline: {
        sql: `SELECT p.station_id AS "stationId", p.visits, p.first_visit AS "firstVisit", p.last_visit AS "lastVisit",
                s.base_id, s.friendly_name AS name, s.latitude, s.longitude
                FROM (SELECT station_id, count(*)::int AS visits, min(visit_date) AS first_visit, max(visit_date) AS last_visit
                        FROM characters.visits WHERE character_id = $1 GROUP BY station_id) p
                LEFT JOIN LATERAL (SELECT k.base_id, k.friendly_name, k.latitude, k.longitude FROM characters.known_stations k
                                    WHERE k.id = p.station_id LIMIT 1) s ON true
               ORDER BY p.last_visit DESC, p.station_id`,
        params: [characterId],
      },
    },
    {
      figure: 'account: the owner’s orders, first page',
      path: `/api/orders/mine?limit=${PAGE}`,
      as: 'owner',
      expect: 'page',
      goal: { p95: 200 },
      baseline: {
        sql: `SELECT id AS "_id", status, total_amount AS "totalAmount", created_at AS "createdAt" FROM catalog.orders
               WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${PAGE}`,
        params: [ownerId],
      },
    },
    {
      figure: 'fleet summary',
      path: '/api/fleet',
      as: 'admin',
      expect: 'answer',
      goal: { p95: 200 },
      baseline: {
        single: true,
        sql: `SELECT (SELECT row_to_json(f) FROM (
                SELECT count(*)::int AS stations,
                  count(*) FILTER (WHERE s.last_contact_at >= now() - interval '15 minutes')::int AS online,
                  count(*) FILTER (WHERE s.last_contact_at < now() - interval '15 minutes')::int AS silent,
                  count(*) FILTER (WHERE s.last_contact_at IS NULL)::int AS never,
                  count(*) FILTER (WHERE s.battery_percent <= 20)::int AS "lowBattery"
                FROM devices.base_stations b LEFT JOIN devices.station_status s ON s.station_id = b.id) f) AS figures,
              (SELECT json_agg(v) FROM (
                SELECT s.running_version AS tag, count(*)::int AS count FROM devices.station_status s
                  JOIN devices.base_stations b ON b.id = s.station_id WHERE s.running_version IS NOT NULL
                 GROUP BY s.running_version ORDER BY count DESC, tag) v) AS versions`,
      },
    },
    {
      ...mapView('Fleet map: the whole UK (zoom 6)', UK, 6, { as: 'admin', withState: true }),
      goal: { p95: 200, features: 500 },
    },
    {
      // The seeded fleet has never applied a configuration: every station is behind the defaults.
      figure: 'Fleet: configuration drift (every station behind)',
      path: '/api/config/drift',
      as: 'admin',
      expect: 'answer',
      goal: LIST_GOAL,
      baseline: {
        single: true,
        sql: `SELECT counts.stations, counts.drifting, (SELECT json_agg(l) FROM (${driftListStatement(undefined).sql}) l) AS longest
                FROM (${DRIFT_COUNTS_SQL}) counts`,
      },
    },
    {
      figure: 'Fleet: version vitals, the last 7 days',
      path: '/api/fleet/versions',
      as: 'admin',
      expect: 'answer',
      goal: { p95: 200 },
      baseline: {
        single: true,
        sql: `SELECT (SELECT json_agg(s) FROM (${VERSION_SUMS}) s) AS sums, (SELECT json_agg(r) FROM (${STATIONS_OF_VERSIONS}) r) AS stations`,
        params: [lastWeek.startDate, lastWeek.endDate],
      },
    },
  ];
}

/** The spec's whole-list routes, each answered whole at 100,000 stations, beside its bare query. */
export const WHOLE_LISTS = [
  {
    figure: 'whole list: GET /api/basestations',
    path: '/api/basestations',
    as: 'public',
    sql: `SELECT id AS "_id", base_id, friendly_name, latitude, longitude FROM devices.base_stations ORDER BY base_id`,
  },
  {
    figure: 'whole list: GET /api/basestations/status',
    path: '/api/basestations/status',
    as: 'admin',
    sql: `SELECT b.id AS "baseStationId", b.base_id, b.friendly_name, b.latitude, b.longitude, s.last_contact_at AS "lastContactAt",
            s.running_version AS "runningVersion", s.uptime_seconds AS "uptimeSeconds", s.battery_percent, s.temperature_c,
            s.signal_dbm, s.free_storage_mb, s.stories_played, s.firmware_status, s.firmware_tag, s.firmware_status_at
          FROM devices.base_stations b LEFT JOIN devices.station_status s ON s.station_id = b.id ORDER BY b.base_id`,
  },
  {
    figure: 'whole list: GET /api/apikeys',
    path: '/api/apikeys',
    as: 'admin',
    sql: `SELECT k.id AS "_id", k.prefix, k.created_at AS "createdAt", k.revoked_at AS "revokedAt", b.id AS station_id, b.base_id
          FROM devices.api_keys k LEFT JOIN devices.base_stations b ON b.id = k.base_station_id ORDER BY k.created_at DESC, k.id`,
  },
];
