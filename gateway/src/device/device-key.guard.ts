import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Refusals } from '../auth/refusals.js';
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
    if (!header) throw Refusals.noApiKey;
    if (/^Bearer\s/i.test(header)) throw Refusals.tokenForDevice;
    const key = apiKeyOf(request);
    if (!key) throw Refusals.invalidApiKey;
    request.deviceKeyHash = hashOfKey(key);
    return true;
  }
}
