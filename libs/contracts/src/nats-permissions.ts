import { TRACKED_EVENTS_STREAM } from './analytics.js';
import { ProductOps } from './catalog.js';
import { DeviceOps, StationOps, FIRMWARE_BUCKET } from './devices.js';
import { CatalogFamilyDataOps, CharactersFamilyDataOps, DevicesFamilyDataOps, MarketingFamilyDataOps } from './family-export.js';
import { HostStationOps } from './host-stations.js';
import { HostOps } from './hosts.js';
import { UserOps } from './identity.js';
import { StationTownOps } from './journey-shares.js';
import { batchSubjectOf } from './rpc-contract.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';
import { EVENTS_STREAM, objectStoreStream } from './streams.js';

/** Every process that connects to NATS under a user of its own: the gateway and each service. */
export const NATS_USERS = ['gateway', ...SERVICE_NAMES] as const;
export type NatsUser = (typeof NATS_USERS)[number];

/**
 * Request subjects a service sends to another service. Only the gateway may send any service
 * request; a service's user may publish to these and no other service's subjects.
 */
export const SERVICE_CALLS: Readonly<Partial<Record<ServiceName, readonly string[]>>> = {
  characters: [
    UserOps.get.subject,
    StationOps.get.subject,
    DeviceOps.authenticate.subject,
    batchSubjectOf(DeviceOps.authenticate.subject),
    ProductOps.list.subject,
    StationTownOps.of.subject,
    HostOps.ofStations.subject,
  ],
  marketing: [UserOps.adminEmails.subject, UserOps.get.subject, HostOps.monthlyReports.subject, HostOps.contactsOf.subject],
  analytics: [HostStationOps.figures.subject],
  catalog: [UserOps.get.subject],
  identity: [
    CharactersFamilyDataOps.export.subject,
    CatalogFamilyDataOps.export.subject,
    MarketingFamilyDataOps.export.subject,
    DevicesFamilyDataOps.export.subject,
  ],
};

/** The Object Store buckets a user reads and writes (the gateway streams firmware in and out). */
const BUCKETS: Readonly<Partial<Record<NatsUser, readonly string[]>>> = {
  gateway: [FIRMWARE_BUCKET],
  devices: [FIRMWARE_BUCKET],
};

/** JetStream streams a user publishes to or reads, beside the events stream every process uses. */
const STREAMS: Readonly<Partial<Record<NatsUser, readonly string[]>>> = {
  gateway: [TRACKED_EVENTS_STREAM],
  analytics: [TRACKED_EVENTS_STREAM],
};

/** Replies to a user's requests arrive under its own prefix, so no other user can read them. */
export const inboxPrefixOf = (user: string) => `_INBOX_${user}`;

/**
 * How many messages a service may answer one request with (a list goes in pieces, see
 * `listOperation`), and for how long after the request came: the server forgets a request's
 * answer once either is used up. Callers give up on a request long before the time is out.
 */
export const REPLY_ALLOWANCE = { max: 1000, expires: '2m' } as const;
export type ReplyAllowance = typeof REPLY_ALLOWANCE;

export interface NatsPermissions {
  publish: { allow: string[]; deny: string[] };
  subscribe: { allow: string[] };
  /** May answer the requests it receives (the services do; the gateway only asks). */
  allowResponses: ReplyAllowance | false;
}

/** The JetStream API a user needs on one stream: info, create, reads, its consumers and their acks. */
function streamApi(stream: string): string[] {
  return [
    `$JS.API.STREAM.*.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$JS.API.CONSUMER.*.${stream}`,
    `$JS.API.CONSUMER.*.${stream}.>`,
    `$JS.API.CONSUMER.*.*.${stream}.>`,
    `$JS.ACK.${stream}.>`,
    `$JS.FC.${stream}.>`,
  ];
}

/**
 * What one NATS user may publish and subscribe to. A service: its own request subjects, its own
 * events, the calls it makes and its inbox. The gateway: every service's request subjects but
 * no service's events. Nobody may delete a stream or empty the events stream.
 */
export function natsPermissions(user: NatsUser, services: readonly string[] = SERVICE_NAMES): NatsPermissions {
  const buckets = BUCKETS[user] ?? [];
  const streams = [EVENTS_STREAM, ...(STREAMS[user] ?? []), ...buckets.map(objectStoreStream)];
  const jetstream = ['$JS.API.INFO', '$JS.API.STREAM.NAMES', ...streams.flatMap(streamApi)];
  const objects = buckets.map((bucket) => `$O.${bucket}.>`);
  const inbox = `${inboxPrefixOf(user)}.>`;
  const deny = ['$JS.API.STREAM.DELETE.>', `$JS.API.STREAM.PURGE.${EVENTS_STREAM}`];
  if (user === 'gateway') {
    return {
      publish: {
        allow: [...services.map((service) => `${service}.>`), ...jetstream, ...objects],
        deny: [...deny, '*.events.>'],
      },
      subscribe: { allow: [inbox, '*.events.>'] },
      allowResponses: false,
    };
  }
  return {
    publish: { allow: [`${user}.events.>`, ...(SERVICE_CALLS[user] ?? []), ...jetstream, ...objects], deny },
    subscribe: { allow: [`${user}.>`, inbox] },
    allowResponses: REPLY_ALLOWANCE,
  };
}

/** The environment variable the NATS server reads a user's password from. */
export const natsPasswordVariable = (user: string) => `NATS_PASSWORD_${user.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

const list = (subjects: readonly string[]) => `[${subjects.map((s) => JSON.stringify(s)).join(', ')}]`;

/**
 * The `authorization` block of the NATS server's configuration: one user per process, its
 * password read from the server's environment, its permissions as above.
 */
export function natsAuthorizationConfig(services: readonly string[] = SERVICE_NAMES): string {
  const users = ['gateway', ...services].map((user) => {
    const p = natsPermissions(user as NatsUser, services);
    return [
      `    {`,
      `      user: ${user}`,
      `      password: $${natsPasswordVariable(user)}`,
      `      permissions: {`,
      `        publish: { allow: ${list(p.publish.allow)}, deny: ${list(p.publish.deny)} }`,
      `        subscribe: { allow: ${list(p.subscribe.allow)} }`,
      p.allowResponses
        ? `        allow_responses: { max: ${p.allowResponses.max}, expires: "${p.allowResponses.expires}" }`
        : undefined,
      `      }`,
      `    }`,
    ]
      .filter((line) => line !== undefined)
      .join('\n');
  });
  return `authorization {\n  users: [\n${users.join(',\n')}\n  ]\n}\n`;
}
