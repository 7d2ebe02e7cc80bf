import type { Mail } from '../mail/mailer.js';
import { ukDateText } from './mail-text.js';

/** The last mail to a deleted family's address: what was erased, and that nothing more will come. */
export function erasureReceiptMail(email: string, deletedAt: string): Mail {
  const on = ukDateText(deletedAt);
  return {
    to: email,
    subject: 'Your Storystump account has been deleted',
    text:
      `Your Storystump account was deleted on ${on}.\n\n` +
      `Your characters are no longer linked to you, and where they have been is no longer kept with them. ` +
      `Your sign-ups and messages to us are deleted. Your orders are kept only as the law requires for our accounts ` +
      `(what was bought, for how much and when), without your name or address.\n\n` +
      `This is the last mail we send to this address.\n`,
    html: `<p>Your Storystump account was deleted on ${on}.</p>
<p>Your characters are no longer linked to you, and where they have been is no longer kept with them. Your sign-ups and messages to us are deleted. Your orders are kept only as the law requires for our accounts (what was bought, for how much and when), without your name or address.</p>
<p>This is the last mail we send to this address.</p>`,
  };
}
