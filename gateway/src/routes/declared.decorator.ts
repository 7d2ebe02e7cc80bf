import { applyDecorators, Delete, Get, HttpCode, Post, Put, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { HttpMethod, RouteDeclaration } from '@storystump/contracts';
import { ACCESS_LEVEL, IDENTIFIES_CALLER, OPEN_DURING_DELETION } from '../auth/access.decorators.js';
import { PassesClientAddress } from '../auth/request-context.decorator.js';
import { RefusedKeysRemembered } from '../device/refused-keys-remembered.interceptor.js';
import { ApiInput, ApiQueryInput } from '../docs/api-docs.js';
import { IgnoresIdempotencyKey } from '../idempotency/idempotency-key.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';

export const ROUTE_DECLARATION = 'storystump:route-declaration';

const METHODS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/**
 * Mounts a controller method as the route the contracts declare: its method and path, who may
 * call it, its rate limits, its success status and its entry in the API document, all from the
 * one declaration.
 */
export function Declared(route: RouteDeclaration): MethodDecorator {
  return applyDecorators(
    SetMetadata(ROUTE_DECLARATION, route),
    METHODS[route.method](route.path),
    SetMetadata(ACCESS_LEVEL, route.access),
    ...(route.identifiesCaller ? [SetMetadata(IDENTIFIES_CALLER, true)] : []),
    ...(route.openDuringDeletion ? [SetMetadata(OPEN_DURING_DELETION, true)] : []),
    ...(route.passesClientAddress ? [PassesClientAddress()] : []),
    ApiTags(route.tag),
    ApiOperation({ summary: route.summary }),
    ...(route.access === 'device' ? [ApiSecurity('ApiKey'), UseInterceptors(RefusedKeysRemembered)] : []),
    ...(route.access === 'user' || route.access === 'admin' ? [ApiBearerAuth()] : []),
    ...(route.status ? [HttpCode(route.status)] : []),
    ...(route.rateLimits?.length ? [RateLimited(...route.rateLimits)] : []),
    ...(route.ignoresIdempotencyKey ? [IgnoresIdempotencyKey()] : []),
    ...(route.body ? [ApiInput(route.body)] : []),
    ...(route.query ? [ApiQueryInput(route.query, route.queryDescriptions)] : []),
  );
}
