import 'reflect-metadata';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { RATE_LIMITS } from '../rate-limit/rate-limited.decorator.js';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorators.js';

/** Who a route lets in: anyone, a signed-in user, an admin, or a stump with its key. */
export type DeclaredAccess = AccessLevel;

export interface DeclaredRoute {
  method: string;
  /** As Nest routes it: `/api/users/:id/promote`. */
  path: string;
  access: DeclaredAccess;
  rateLimited: boolean;
  /** The controller's method, for what else its decorators say (its documented replies). */
  handler: Type;
}

// Read as the guards read them: the handler's decorator first, then its controller's.
const reflector = new Reflector();

/** Every API route of these controllers, read from their own decorators (the access guard's defaults included). */
export function declaredRoutes(controllers: readonly Type[]): DeclaredRoute[] {
  return controllers.flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    return Object.getOwnPropertyNames(controller.prototype)
      .map((name) => controller.prototype[name] as object)
      .filter((handler) => typeof handler === 'function' && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
      .map((handler) => {
        const targets = [handler as Type, controller];
        const level = reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_LEVEL, targets) ?? 'user';
        return {
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
          path: `/api/${base}/${Reflect.getMetadata(PATH_METADATA, handler) as string}`.replace(/\/+/g, '/').replace(/\/$/, ''),
          access: level,
          rateLimited: (reflector.getAllAndOverride<unknown[] | undefined>(RATE_LIMITS, targets)?.length ?? 0) > 0,
          handler: handler as Type,
        };
      });
  });
}
