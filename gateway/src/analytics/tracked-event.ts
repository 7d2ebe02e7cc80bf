import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import {
  describeZodError,
  MAX_EVENT_BYTES,
  MAX_EXTRA_BYTES,
  MAX_PAGE_CHARS,
  trafficLabelOf,
  TrackInput,
  type TrackedEvent,
} from '@storystump/contracts';
import { illFormedPart } from '../validation/well-formed-json.js';

// Every field the schema names; the rest of an event is its `extra`.
const NAMED_FIELDS = new Set(Object.keys(TrackInput.shape));

/** What the server adds to an event: only it knows these. */
export interface ReceivedFacts {
  id: string;
  receivedAt: Date;
  country: string | null;
  /** Asked only when the event does not say its device category. */
  deviceCategoryFromAgent: () => string;
  /** Its user agent is a known bot's. */
  bot: boolean;
}

/** The event's JSON, read once: `bodyBytes` is its size as sent (the Content-Length). */
function parsed(body: unknown, bodyBytes: number): unknown {
  if (bodyBytes > MAX_EVENT_BYTES) throw tooLarge();
  if (typeof body !== 'string') return body ?? {};
  // A beacon arrives as text/plain: its text is the event's JSON, held to the rule of every JSON body.
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new BadRequestException('The event must be JSON');
  }
  const problem = illFormedPart(event);
  if (problem) throw new BadRequestException(problem);
  return event;
}

const HOUR = 3_600_000;
/** How far a browser's clock may be from the server's before its time is not believed. */
const CLOCK_BEHIND_MS = 7 * 24 * HOUR;
const CLOCK_AHEAD_MS = 24 * HOUR;

/**
 * The moment the browser says the event happened, when it is believable: a time far from the
 * receive time (a wrong clock, or a forged year 275760) is set aside, and the receive time counts.
 */
function believableTime(sent: string | number | undefined, receivedAt: Date): string | null {
  if (sent === undefined) return null;
  const at = new Date(sent).getTime();
  const offset = at - receivedAt.getTime();
  return Number.isFinite(at) && offset >= -CLOCK_BEHIND_MS && offset <= CLOCK_AHEAD_MS ? new Date(at).toISOString() : null;
}

const tooLarge = () => new PayloadTooLargeException(`The event must be at most ${MAX_EVENT_BYTES} bytes`);

/**
 * The page's path when only its address was sent (an exit beacon carries just the url), at most
 * `MAX_PAGE_CHARS` long: percent-encoding makes a path up to nine times its address's length, so
 * a long one is cut after a whole character.
 */
function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  return path.length <= MAX_PAGE_CHARS ? path : cutAfterWholeCharacter(path.slice(0, MAX_PAGE_CHARS));
}

const isEscapeAt = (path: string, at: number) =>
  at >= 0 && path[at] === '%' && /^[0-9A-Fa-f]{2}$/.test(path.slice(at + 1, at + 3));

/** A percent-encoded path cut anywhere, without the escape or the UTF-8 character its end splits. */
function cutAfterWholeCharacter(cut: string): string {
  const partial = cut.lastIndexOf('%');
  if (partial >= cut.length - 2) cut = cut.slice(0, partial);
  // The bytes of the escapes it ends with: a character's first byte, then its continuation bytes.
  let start = cut.length;
  let continuations = 0;
  while (isEscapeAt(cut, start - 3)) {
    start -= 3;
    const byte = parseInt(cut.slice(start + 1, start + 3), 16);
    if ((byte & 0xc0) !== 0x80) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return continuations + 1 < length ? cut.slice(0, start) : cut;
    }
    continuations++;
  }
  return cut;
}

/** The campaign labels of a page's address: `utm_source`, `utm_medium`, `utm_campaign` (each when named). */
function utmOf(url: string | undefined): { source?: string; medium?: string; campaign?: string } {
  if (!url || !url.includes('utm_')) return {};
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    return {};
  }
  const labelOf = (name: string) => {
    const value = params.get(name);
    return value === null ? undefined : trafficLabelOf(value.slice(0, 200));
  };
  return { source: labelOf('utm_source'), medium: labelOf('utm_medium'), campaign: labelOf('utm_campaign') };
}

/** Checks what the browser sent and makes the event the analytics service stores. */
export function trackedEvent(body: unknown, bodyBytes: number, facts: ReceivedFacts): TrackedEvent {
  const input = parsed(body, bodyBytes);
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new BadRequestException('The event must be a JSON object');
  const result = TrackInput.safeParse(input);
  if (!result.success) throw new BadRequestException(describeZodError(result.error));
  const event = result.data;
  const timestamp = believableTime(event.timestamp, facts.receivedAt);
  const extraEntries = Object.entries(event).filter(([key]) => !NAMED_FIELDS.has(key));
  // A time set aside stays with the event, for whoever wonders about the clock that sent it.
  if (event.timestamp !== undefined && timestamp === null) extraEntries.push(['timestampSetAside', event.timestamp]);
  const extra = extraEntries.length ? Object.fromEntries(extraEntries) : null;
  // A campaign's address outweighs what the page said of where its visitor came from.
  const utm = utmOf(event.url);
  if (extra && Buffer.byteLength(JSON.stringify(extra)) > MAX_EXTRA_BYTES) {
    throw new BadRequestException(`Fields beyond the named ones must be at most ${MAX_EXTRA_BYTES} bytes as JSON`);
  }
  return {
    id: facts.id,
    receivedAt: facts.receivedAt.toISOString(),
    sessionId: event.sessionId,
    type: event.type,
    timestamp,
    page: event.page || pathOf(event.url),
    url: event.url ?? null,
    deviceCategory: event.deviceCategory || facts.deviceCategoryFromAgent(),
    trafficSource: utm.source ?? utm.medium ?? event.trafficSource ?? null,
    country: facts.country,
    error: event.error ?? null,
    event: event.event ?? null,
    interaction: event.interaction ?? null,
    isExit: event.isExit ?? false,
    utmCampaign: utm.campaign ?? null,
    isBot: facts.bot,
    extra,
  };
}
