import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server standing in for the mail relay: counts each mail by subject and recipient, and
 * takes `delayMs` over each, as a real relay takes its time (so a mailing is still going when a
 * fault comes).
 */
export async function startMailCatcher(delayMs) {
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
        for (const { address } of session.envelope.rcptTo) {
          const key = `${subject}\n${address}`;
          received.set(key, (received.get(key) ?? 0) + 1);
        }
        setTimeout(callback, delayMs);
      });
    },
  });
  // A sender killed mid-mail resets its connection: that is the fault under test, not the relay's.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** How many mails each recipient got with this subject. */
    countsFor(subject) {
      const counts = new Map();
      for (const [key, count] of received) {
        const [mailSubject, address] = key.split('\n');
        if (mailSubject === subject) counts.set(address, count);
      }
      return counts;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
