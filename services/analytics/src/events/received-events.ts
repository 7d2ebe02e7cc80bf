import type { JsMsg } from '@nats-io/jetstream';
import { describeZodError, TrackedEvent, type TrackedEventsMessage } from '@storystump/contracts';

/** An event as it came, with the message that brought it (acknowledged once all its events are done). */
export interface ReceivedEvent {
  event: TrackedEvent;
  message: JsMsg;
}

/** What of a message cannot be an event: set aside, never retried. */
export interface Unreadable {
  eventId: string;
  payload: unknown;
  reason: string;
}

/** The events of one message: many, as the gateway sends them, or one, as it sent them before. */
function eventsOf(content: unknown): unknown[] | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const events = (content as Partial<TrackedEventsMessage>).events;
  if (Array.isArray(events)) return events;
  return 'events' in content ? undefined : [content];
}

/** Reads a message of the tracked-events stream: the events that are events, and what is not. */
export function readTrackedEvents(message: JsMsg): { events: ReceivedEvent[]; unreadable: Unreadable[] } {
  const messageId = message.headers?.get('Nats-Msg-Id') || `stream sequence ${message.seq}`;
  let content: unknown;
  try {
    content = message.json();
  } catch {
    return { events: [], unreadable: [{ eventId: messageId, payload: null, reason: 'The message is not JSON' }] };
  }
  const candidates = eventsOf(content);
  if (!candidates) {
    return { events: [], unreadable: [{ eventId: messageId, payload: content, reason: 'The message holds no events' }] };
  }
  const events: ReceivedEvent[] = [];
  const unreadable: Unreadable[] = [];
  candidates.forEach((candidate, index) => {
    const parsed = TrackedEvent.safeParse(candidate);
    if (parsed.success) events.push({ event: parsed.data, message });
    else {
      const id = (candidate as { id?: unknown } | null)?.id;
      unreadable.push({
        eventId: typeof id === 'string' ? id : `${messageId} #${index}`,
        payload: candidate,
        reason: `Not a tracked event: ${describeZodError(parsed.error)}`,
      });
    }
  });
  return { events, unreadable };
}
