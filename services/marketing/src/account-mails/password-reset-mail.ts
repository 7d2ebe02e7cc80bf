import type { PasswordResetRequestedEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from './mail-text.js';

/** The moment the link stops working, as a reader in the UK reads it: "27 November 2026 at 14:05 GMT". */
export const untilText = (expiresAt: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
    timeZoneName: 'short',
  }).format(new Date(expiresAt));

/** The link to set a new password: plain words, one link, and what to do if it was not them. */
export function passwordResetMail(reset: PasswordResetRequestedEvent, resetUrl: string): Mail {
  const href = resetUrl.replaceAll('&', '&amp;');
  const until = untilText(reset.expiresAt);
  return {
    to: reset.email,
    subject: 'Reset your Storystump password',
    text:
      `Hello ${reset.displayName},\n\nSomeone, hopefully you, asked to reset the password of your Storystump account.\n\n` +
      `To choose a new password, follow this link:\n${resetUrl}\n\n` +
      `The link works once, until ${until}. Setting a new password signs you out everywhere.\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(reset.displayName)},</p>
<p>Someone, hopefully you, asked to reset the password of your Storystump account.</p>
<p><a href="${href}">Choose a new password</a></p>
<p>The link works once, until ${until}. Setting a new password signs you out everywhere.</p>
<p style="font-size: 12px">If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}
