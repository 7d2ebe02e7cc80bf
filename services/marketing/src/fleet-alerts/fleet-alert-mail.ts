import type { RolloutHaltedEvent, StationSilenceEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';

const stationLine = (event: StationSilenceEvent) => `${event.friendly_name} (${event.base_id})`;

/** What the admins are told of the fleet: plain text, one mail per incident, every admin in Bcc. */
export function silentStationMail(event: StationSilenceEvent, admins: string[]): Mail {
  return {
    bcc: admins,
    subject: `Stump silent: ${stationLine(event)}`,
    text: `The stump at ${stationLine(event)} has not called in since ${event.lastSeenAt}.\n\nChildren may find it quiet: it may need a battery, or a look.\n`,
  };
}

export function returnedStationMail(event: StationSilenceEvent, admins: string[]): Mail {
  return {
    bcc: admins,
    subject: `Stump back: ${stationLine(event)}`,
    text: `The stump at ${stationLine(event)} called in again at ${event.returnedAt}, after its silence since ${event.lastSeenAt}.\n`,
  };
}

export function haltedRolloutMail(event: RolloutHaltedEvent, admins: string[]): Mail {
  return {
    bcc: admins,
    subject: `Rollout of ${event.tag} halted`,
    text: `The rollout of firmware ${event.tag} halted itself: ${event.reason}.\n\nNothing more is offered until an admin resumes or cancels it (rollout ${event.id}).\n`,
  };
}
