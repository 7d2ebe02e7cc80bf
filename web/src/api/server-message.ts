/** The `message` of the gateway's `{ message, code }` error body, when there is one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** A mutation's failure text: 'Error: ' and the server's message, or the default. */
export function failureText(error: unknown, fallback: string): string {
  return `Error: ${serverMessage(error) ?? fallback}`;
}
