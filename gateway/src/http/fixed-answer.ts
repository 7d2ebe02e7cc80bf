import type { ServerResponse } from 'node:http';

/** An answer that is the same each time but for the request's id: its head is laid out once. */
export class FixedAnswer {
  private readonly head: string[];

  constructor(
    readonly status: number,
    headers: Record<string, string>,
    private readonly body?: Buffer,
  ) {
    const length = body ? { 'content-length': String(body.length) } : {};
    this.head = Object.entries({ ...headers, ...length }).flat();
  }

  write(response: ServerResponse, requestId: string): number {
    // Flat pairs go to the socket as they are: no header map is built on the way.
    response.writeHead(this.status, [...this.head, 'x-request-id', requestId]);
    response.end(this.body);
    return this.status;
  }
}
