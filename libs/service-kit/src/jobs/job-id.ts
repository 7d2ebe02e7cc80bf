/**
 * A job id made from what the job is about (`campaign`, `recipient` …), so enqueueing the same
 * work twice, or after a restart, finds the job already there instead of doing it twice.
 * BullMQ refuses ':' in custom ids and ids that read as integers.
 */
export function jobIdOf(...parts: Array<string | number>): string {
  if (parts.length === 0) throw new Error('A job id needs at least one part');
  const id = parts.map((part) => String(part).replaceAll(':', '_')).join('.');
  return /^\d+$/.test(id) ? `job-${id}` : id;
}
