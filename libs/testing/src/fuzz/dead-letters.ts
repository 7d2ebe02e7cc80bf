import type { DeadLetterView } from '@storystump/contracts';

/**
 * What the services' consumers set aside, read as the admin: after hostile requests, anything here
 * is something the API accepted that could not be stored.
 */
export async function deadLettersOf(baseUrl: string, adminAuthorization: string): Promise<DeadLetterView[]> {
  const res = await fetch(`${baseUrl}/api/dead-letters?limit=500`, { headers: { authorization: adminAuthorization } });
  if (res.status !== 200) throw new Error(`GET /api/dead-letters: ${res.status} ${await res.text()}`);
  return (await res.json()) as DeadLetterView[];
}

/** A dead letter as one line of a report. */
export const describeDeadLetter = (letter: DeadLetterView) =>
  `${letter.service} ${letter.consumer} set aside ${letter.subject} ${letter.eventId}: ${letter.reason}`;
