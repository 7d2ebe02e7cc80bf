import { ForbiddenException, UnauthorizedException } from '@nestjs/common';

/**
 * The access checks' answers to who may not come in (the access guard's and the device key
 * guard's), each made once. They are ordinary answers (a page asked for before signing in), and a
 * new exception captures its stack every time: that was 15% of the gateway's CPU while it answered
 * 401s in a profile. The error filter only reads them.
 */
export const Refusals = {
  notSignedIn: new UnauthorizedException('Please log in'),
  sessionExpired: new UnauthorizedException('Your session has expired. Please log in again'),
  accountGone: new UnauthorizedException('Your account no longer exists'),
  notAdmin: new ForbiddenException('Only admins may do this'),
  deletionPending: new ForbiddenException('This account is scheduled for deletion; cancel the deletion to use it'),
  noApiKey: new UnauthorizedException('This route needs an API key: Authorization: ApiKey <key>'),
  tokenForDevice: new UnauthorizedException("The device route takes a stump's API key, not a user's token"),
  invalidApiKey: new UnauthorizedException('This API key is not valid'),
} as const;
