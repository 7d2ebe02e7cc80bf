/** What nodemailer's SMTP transport says of a refused mail. */
interface SmtpFailure {
  code?: string;
  command?: string;
  responseCode?: number;
}

/**
 * The mail server refused the recipient for good: a 5xx answer to RCPT TO (no such mailbox, and
 * the like). A 5xx to anything else (the login, the message's content) says nothing of the address.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, responseCode } = error as SmtpFailure;
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return permanent && (code === 'EENVELOPE' || command === 'RCPT TO');
}
