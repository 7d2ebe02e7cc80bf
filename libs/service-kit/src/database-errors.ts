import { QueryFailedError } from 'typeorm';

const codeOf = (error: unknown) =>
  error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;

/** PostgreSQL refused a row because a unique index already has its value (23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = codeOf(error);
  return driverError?.code === '23505' && (!constraint || driverError.constraint === constraint);
}

/** PostgreSQL refused a change because a foreign key still points at the row, or at no row (23503). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const driverError = codeOf(error);
  return driverError?.code === '23503' && (!constraint || driverError.constraint === constraint);
}

const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const CUT_OFF = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * PostgreSQL is down, restarting or out of connections (class 08 and 57P, or no connection at all):
 * the same request may well succeed in a moment, which is a 503, not a fault of the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CUT_OFF.test(message);
}

/**
 * Writes what must not be forgotten (the outcome of a mail already sent) through a database
 * outage: tried again, a little later each time, while the database is unavailable, for up to
 * `forMs`. Any other error is thrown at once.
 */
export async function writeThroughOutage<T>(write: () => Promise<T>, forMs = 60_000): Promise<T> {
  const deadline = Date.now() + forMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * PostgreSQL refused the data itself (class 22, data exceptions such as a NUL in text or a date
 * out of range; class 23, integrity; class 54, a value past a limit): the same rows would be
 * refused again however often they were sent.
 */
export function isRefusedData(error: unknown): boolean {
  const code = codeOf(error)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}
