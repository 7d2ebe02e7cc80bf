import { HttpException, HttpStatus } from '@nestjs/common';

/** Something the gateway itself relies on (Redis, say) is down for a moment: 503, try again shortly. */
export class TemporarilyUnavailable extends HttpException {
  constructor(message = 'This is unavailable for a moment. Please try again shortly.') {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/** Seconds a client is asked to wait before trying a 503 again. */
export const RETRY_AFTER_SECONDS = 5;
