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
