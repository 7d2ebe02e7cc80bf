import type { DeletionScheduledEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';
import { escapeHtml, ukDateText } from './mail-text.js';

/** The account will be deleted on a date: how to cancel until then, and what goes. */
export function deletionScheduledMail(deletion: DeletionScheduledEvent, accountUrl: string): Mail {
  const on = ukDateText(deletion.scheduledFor);
  return {
    to: deletion.email,
    subject: 'Your Storystump account will be deleted',
    text:
      `Hello ${deletion.displayName},\n\nYou asked for your Storystump account to be deleted. It will be deleted on ${on}, ` +
      `with your characters' journeys, your sign-ups and your name and address on your orders.\n\n` +
      `Changed your mind? Sign in before then and choose "Cancel deletion" on your account page:\n${accountUrl}\n\n` +
      `You have been signed out everywhere.\n`,
    html: `<p>Hello ${escapeHtml(deletion.displayName)},</p>
<p>You asked for your Storystump account to be deleted. It will be deleted on ${on}, with your characters' journeys, your sign-ups and your name and address on your orders.</p>
<p>Changed your mind? <a href="${accountUrl.replaceAll('&', '&amp;')}">Sign in</a> before then and choose "Cancel deletion" on your account page.</p>
<p style="font-size: 12px">You have been signed out everywhere.</p>`,
  };
}
