import { z } from 'zod';
import { uuid } from './fields.js';
import { operation, operations } from './operation.js';
import { moment } from './reply-fields.js';

/** A share link's token: 256 random bits, base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The days a journey card shows at most, newest first. */
export const MAX_JOURNEY_CARD_DAYS = 366;

/** Whether a character's journey card is shared, and since when (its link is shown once, when made). */
export const JourneyShareView = z.object({ shared: z.boolean(), sharedSince: moment().nullable() });
export type JourneyShareView = z.infer<typeof JourneyShareView>;

/** A new link: any link made before it no longer opens the card. */
export const JourneyShareLink = z.object({ shared: z.literal(true), sharedSince: moment(), path: z.string() });
export type JourneyShareLink = z.infer<typeof JourneyShareLink>;

export const ShareCharacterInput = z.object({ id: uuid() });
export type ShareCharacterInput = z.infer<typeof ShareCharacterInput>;

export const ShareTokenInput = z.object({ token: z.string().regex(SHARE_TOKEN_PATTERN, 'is not a share link') });
export type ShareTokenInput = z.infer<typeof ShareTokenInput>;

/** A day of the journey: the towns of the stumps visited, never a stump, a position or a time. */
export const JourneyCardDay = z.object({ day: z.iso.date(), towns: z.array(z.string()) });
export type JourneyCardDay = z.infer<typeof JourneyCardDay>;

export const JourneyCardView = z.object({ name: z.string(), days: z.array(JourneyCardDay) });
export type JourneyCardView = z.infer<typeof JourneyCardView>;

/** The town nearest each station (none for one devices no longer has). */
export const StationTownsInput = z.object({ stationIds: z.array(uuid()).max(1000) });
export type StationTownsInput = z.infer<typeof StationTownsInput>;
export const StationTownView = z.object({ stationId: z.string(), town: z.string().nullable() });
export type StationTownView = z.infer<typeof StationTownView>;

export const JourneyShareOps = operations('characters', 'journey-shares', {
  get: operation(ShareCharacterInput, JourneyShareView, {
    method: 'GET',
    path: 'characters/:id/share',
    access: 'user',
    summary: "Whether the signed-in family's character has a shared journey card",
    tag: 'characters',
  }),
  share: operation(ShareCharacterInput, JourneyShareLink, {
    method: 'POST',
    path: 'characters/:id/share',
    access: 'user',
    summary: "Share a character's journey card: a new link, shown once; any older link stops working",
    tag: 'characters',
    status: 200,
  }),
  stop: operation(ShareCharacterInput, JourneyShareView, {
    method: 'DELETE',
    path: 'characters/:id/share',
    access: 'user',
    summary: "Stop sharing a character's journey card: its link stops working",
    tag: 'characters',
  }),
  card: operation(ShareTokenInput, JourneyCardView, {
    method: 'GET',
    path: 'share/:token',
    access: 'public',
    summary: 'A shared journey card: the towns a character visited, by day (no times, no stumps)',
    tag: 'characters',
    params: { token: ShareTokenInput.shape.token },
    cache: { maxAgeSeconds: 0, private: true },
  }),
});

export const StationTownOps = operations('devices', 'station-towns', {
  of: operation(StationTownsInput, z.array(StationTownView)),
});
