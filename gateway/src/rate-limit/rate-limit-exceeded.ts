import { HttpException, HttpStatus } from '@nestjs/common';

export class RateLimitExceeded extends HttpException {
  constructor() {
    super('Too many attempts. Please wait a little and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}
