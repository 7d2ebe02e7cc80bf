import type { RpcErrorBody } from '@storystump/contracts';

/** An error a feature throws on purpose; its status, code and message reach the client as they are. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toBody(): RpcErrorBody {
    return { status: this.status, code: this.code, message: this.message };
  }
}

/** Something the request needs is down for now (the database restarting, say): try again shortly. */
export const UNAVAILABLE_ERROR: RpcErrorBody = {
  status: 503,
  code: 'UPSTREAM_UNAVAILABLE',
  message: 'A service is unavailable',
};

export const INTERNAL_ERROR: RpcErrorBody = {
  status: 500,
  code: 'INTERNAL',
  message: 'Internal server error',
};
