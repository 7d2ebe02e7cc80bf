import type { Mail } from '../mail/mailer.js';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The text part: the HTML's words, for clients that show no HTML. */
const textOf = (html: string) =>
  html
    .replace(/<(br|\/p|\/h[12]|\/li|\/blockquote|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * One recipient's copy of a campaign: its sanitised HTML, a footer with their own signed
 * unsubscribe link, the one-click `List-Unsubscribe` headers, and a Message-ID of its own.
 */
export function campaignMail(
  campaign: { id: string; subject: string; html: string },
  recipient: { interestId: string; email: string },
  unsubscribeUrl: string,
): Mail {
  const footer = `<p style="font-size: 12px">You are receiving this because you asked for news from us. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    to: recipient.email,
    subject: campaign.subject,
    html: `${campaign.html}\n<hr>\n${footer}`,
    text: `${textOf(campaign.html)}\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`,
    messageId: `<${campaign.id}.${recipient.interestId}@storystump.campaigns>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A draft as its readers will see it, mailed to one admin: marked as a test, with no unsubscribe link of anyone's. */
export function testMail(draft: { subject: string; html: string }, to: string): Mail {
  const footer =
    '<p style="font-size: 12px">This is a test. Each reader of the mailing gets their own unsubscribe link here.</p>';
  return {
    to,
    subject: `[Test] ${draft.subject}`,
    html: `${draft.html}\n<hr>\n${footer}`,
    text: `${textOf(draft.html)}\n\n--\nThis is a test. Each reader of the mailing gets their own unsubscribe link here.\n`,
  };
}
