import type { Mail } from '../mail/mailer.js';

/** The mail that asks a new address to confirm it wants the news: one link, nothing else. */
export function confirmationMail(email: string, confirmUrl: string): Mail {
  const href = confirmUrl.replaceAll('&', '&amp;');
  return {
    to: email,
    subject: 'Please confirm you would like news from Storystump',
    text: `Someone, hopefully you, asked for news from Storystump at this address.\n\nTo confirm, follow this link:\n${confirmUrl}\n\nIf it was not you, ignore this mail: you will not hear from us.\n`,
    html: `<p>Someone, hopefully you, asked for news from Storystump at this address.</p>
<p><a href="${href}">Yes, send me the news</a></p>
<p style="font-size: 12px">If it was not you, ignore this mail: you will not hear from us.</p>`,
  };
}
