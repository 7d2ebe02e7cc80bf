import type { MissionCompletedEvent } from '@storystump/contracts';
import { escapeHtml } from '../account-mails/mail-text.js';
import type { Mail } from '../mail/mailer.js';

/** The family hears that one of its characters finished a mission, with a link to its diary. */
export function missionFinishedMail(
  finished: MissionCompletedEvent & { family: NonNullable<MissionCompletedEvent['family']> },
  diaryUrl: string,
  accountUrl: string,
): Mail {
  const who = `${finished.characterType} ${finished.serialNumber}`;
  const badge = finished.mission.badge ? ` and earned the badge ${finished.mission.badge}` : '';
  return {
    to: finished.family.email,
    subject: `${finished.characterType} finished the mission "${finished.mission.title}"`,
    text:
      `Hello ${finished.family.displayName},\n\n${who} finished the mission "${finished.mission.title}"${badge}.\n\n` +
      `See its diary:\n${diaryUrl}\n\n` +
      `You can stop these mails on your account page: ${accountUrl}\n`,
    html: `<p>Hello ${escapeHtml(finished.family.displayName)},</p>
<p>${escapeHtml(who)} finished the mission "${escapeHtml(finished.mission.title)}"${escapeHtml(badge)}.</p>
<p><a href="${diaryUrl}">See its diary</a></p>
<p style="font-size: 12px">You can stop these mails on your <a href="${accountUrl}">account page</a>.</p>`,
  };
}
