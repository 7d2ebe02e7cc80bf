import 'reflect-metadata';
import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DeviceKeyGuard } from '../device/device-key.guard.js';
import { RATE_LIMITS } from '../rate-limit/rate-limited.decorator.js';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorators.js';

/** Who a route lets in: anyone, a signed-in user, an admin, or a stump with its key. */
export type DeclaredAccess = AccessLevel | 'device';

export interface DeclaredRoute {
  method: string;
  /** As Nest routes it: `/api/users/:id/promote`. */
  path: string;
  access: DeclaredAccess;
  rateLimited: boolean;
}

const metadata = <T>(key: string, ...targets: object[]): T | undefined =>
  targets.map((target) => Reflect.getMetadata(key, target) as T | undefined).find((value) => value !== undefined);

/** Every API route of these controllers, read from their own decorators (the access guard's defaults included). */
export function declaredRoutes(controllers: readonly Type[]): DeclaredRoute[] {
  return controllers.flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    return Object.getOwnPropertyNames(controller.prototype)
      .map((name) => controller.prototype[name] as object)
      .filter((handler) => typeof handler === 'function' && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
      .map((handler) => {
        const guards = [
          ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
        ];
        const level = metadata<AccessLevel>(ACCESS_LEVEL, handler, controller) ?? 'user';
        return {
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
          path: `/api/${base}/${Reflect.getMetadata(PATH_METADATA, handler) as string}`.replace(/\/+/g, '/').replace(/\/$/, ''),
          access: guards.includes(DeviceKeyGuard) ? 'device' : level,
          rateLimited: (metadata<unknown[]>(RATE_LIMITS, handler, controller)?.length ?? 0) > 0,
        };
      });
  });
}
