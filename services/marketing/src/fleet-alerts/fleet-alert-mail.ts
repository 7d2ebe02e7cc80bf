import type { RolloutHaltedEvent, StationSilenceEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';

/** Stumps named in one mail; past this many the mail says how many more there are. */
const MOST_NAMED = 1000;

const stationLine = (event: StationSilenceEvent) => `${event.friendly_name} (${event.base_id})`;

const namedList = (events: StationSilenceEvent[], line: (event: StationSilenceEvent) => string) => {
  const lines = events.slice(0, MOST_NAMED).map((event) => `- ${line(event)}`);
  if (events.length > MOST_NAMED) lines.push(`- and ${events.length - MOST_NAMED} more (see the Fleet map)`);
  return lines.join('\n');
};

/** What the admins are told of the fleet: plain text, every admin in Bcc, stumps that went silent together in one mail. */
export function silentStationsMail(events: StationSilenceEvent[], admins: string[]): Mail {
  if (events.length === 1) {
    const [event] = events as [StationSilenceEvent];
    return {
      bcc: admins,
      subject: `Stump silent: ${stationLine(event)}`,
      text: `The stump at ${stationLine(event)} has not called in since ${event.lastSeenAt}.\n\nChildren may find it quiet: it may need a battery, or a look.\n`,
    };
  }
  return {
    bcc: admins,
    subject: `${events.length} stumps silent`,
    text: `${events.length} stumps have stopped calling in:\n\n${namedList(events, (event) => `${stationLine(event)}, not since ${event.lastSeenAt}`)}\n\nChildren may find them quiet: they may need batteries, or a look.\n`,
  };
}

export function returnedStationsMail(events: StationSilenceEvent[], admins: string[]): Mail {
  if (events.length === 1) {
    const [event] = events as [StationSilenceEvent];
    return {
      bcc: admins,
      subject: `Stump back: ${stationLine(event)}`,
      text: `The stump at ${stationLine(event)} called in again at ${event.returnedAt}, after its silence since ${event.lastSeenAt}.\n`,
    };
  }
  return {
    bcc: admins,
    subject: `${events.length} stumps back`,
    text: `${events.length} stumps called in again:\n\n${namedList(events, (event) => `${stationLine(event)}, at ${event.returnedAt}, silent since ${event.lastSeenAt}`)}\n`,
  };
}

export function haltedRolloutMail(event: RolloutHaltedEvent, admins: string[]): Mail {
  return {
    bcc: admins,
    subject: `Rollout of ${event.tag} halted`,
    text: `The rollout of firmware ${event.tag} halted itself: ${event.reason}.\n\nNothing more is offered until an admin resumes or cancels it (rollout ${event.id}).\n`,
  };
}
