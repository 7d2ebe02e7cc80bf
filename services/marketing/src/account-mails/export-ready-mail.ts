import type { FamilyExportReadyEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from './mail-text.js';
import { untilText } from './password-reset-mail.js';

/** The link to a family's data export: what it holds, until when it works, and what to do if it was not them. */
export function exportReadyMail(ready: FamilyExportReadyEvent, downloadUrl: string): Mail {
  const href = downloadUrl.replaceAll('&', '&amp;');
  const until = untilText(ready.expiresAt);
  return {
    to: ready.email,
    subject: 'Your Storystump data export is ready',
    text:
      `Hello ${ready.displayName},\n\nThe export of everything Storystump holds about your family is ready: ` +
      `your account, your characters and their visits, your orders, sign-ups and enquiries, as JSON and CSV files in one zip.\n\n` +
      `Download it here:\n${downloadUrl}\n\n` +
      `The link works until ${until}. Anyone with the link can download the file, so do not pass it on.\n\n` +
      `If you did not ask for this export, sign in and change your password.\n`,
    html: `<p>Hello ${escapeHtml(ready.displayName)},</p>
<p>The export of everything Storystump holds about your family is ready: your account, your characters and their visits, your orders, sign-ups and enquiries, as JSON and CSV files in one zip.</p>
<p><a href="${href}">Download your data</a></p>
<p>The link works until ${until}. Anyone with the link can download the file, so do not pass it on.</p>
<p style="font-size: 12px">If you did not ask for this export, sign in and change your password.</p>`,
  };
}
