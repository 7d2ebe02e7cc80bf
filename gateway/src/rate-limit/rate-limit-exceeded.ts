import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a little and try again.';

export class RateLimitExceeded extends HttpException {
  constructor(message = TOO_MANY_ATTEMPTS) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
