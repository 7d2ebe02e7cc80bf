import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail as its reader sees it: headers unfolded, the quoted-printable body decoded. */
export function readableMail(eml: string): string {
  const [head = '', ...body] = eml.replace(/\r\n/g, '\n').split('\n\n');
  const text = body.join('\n\n').replace(/=\n/g, '');
  const bytes = text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${head.replace(/\n[ \t]+/g, ' ')}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
}

/**
 * The mails a system without SMTP_URL wrote to its outbox (`<logDir>/mail-outbox`) that contain
 * `words` once readable, oldest first.
 */
export async function outboxMails(logDir: string, words: string): Promise<string[]> {
  const dir = join(logDir, 'mail-outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return mails.map(readableMail).filter((mail) => mail.includes(words));
}
