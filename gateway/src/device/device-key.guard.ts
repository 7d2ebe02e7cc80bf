import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { apiKeyOf, hashOfKey, type DeviceRequest } from './device-key.js';

/**
 * The device route takes `Authorization: ApiKey <key>` and nothing else (a user's bearer token
 * is refused). Whether the key is known and not revoked is decided by the devices service on
 * every request, where keys live, so a revoked key is refused at once.
 */
@Injectable()
export class DeviceKeyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    const header = request.headers.authorization;
    if (!header) throw new UnauthorizedException('This route needs an API key: Authorization: ApiKey <key>');
    if (/^Bearer\s/i.test(header))
      throw new UnauthorizedException("The device route takes a stump's API key, not a user's token");
    const key = apiKeyOf(request);
    if (!key) throw new UnauthorizedException('This API key is not valid');
    request.deviceKeyHash = hashOfKey(key);
    return true;
  }
}
