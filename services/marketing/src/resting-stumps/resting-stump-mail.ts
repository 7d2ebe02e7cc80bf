import type { StationRestingEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';

const stationLine = (event: StationRestingEvent) => `${event.friendly_name} (${event.base_id})`;

/** The admins' mail when reports from the field rest a stump: plain text, every admin in Bcc. */
export function reportedStumpMail(event: StationRestingEvent, admins: string[]): Mail {
  return {
    bcc: admins,
    subject: `Stump resting: ${stationLine(event)}`,
    text:
      `The stump at ${stationLine(event)} has ${event.openReports} open reports from the field, so the public map shows it as "Resting, back soon".\n\n` +
      `Read them and close them in the Fleet tab once it is seen to.\n`,
  };
}

/** The stump's host's mail: what the public map says of their stump now. */
export function hostRestingStumpMail(event: StationRestingEvent, host: string): Mail {
  const why =
    event.reason === 'reports'
      ? 'Visitors have reported a problem with it'
      : 'It has stopped calling in, so children may find it quiet';
  return {
    to: host,
    subject: `Your stump is resting: ${event.friendly_name}`,
    text: `${why}. The public map shows it as "Resting, back soon" until it is seen to.\n\nWe will be in touch if we need a hand.\n`,
  };
}
