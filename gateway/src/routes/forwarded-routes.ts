import { Body, Controller, Param, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import {
  paramNamesOf,
  repliesInPieces,
  RetryLater,
  rpcContract,
  type NamedRoute,
  type RequestContext,
  type RpcSubject,
} from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccessCache } from '../auth/access-cache.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { DeviceIdentities } from '../device/device-identities.js';
import { ApiQueryInput } from '../docs/api-docs.js';
import { NOT_MODIFIED, Replies, type DocumentedReply } from '../docs/replies.js';
import { answerByVersion, type VersionedReply } from '../http/versioned-answer.js';
import { PublicReads } from '../public-reads/public-reads.js';
import { TextParam, UuidParam } from '../validation/uuid-param.pipe.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Declared } from './declared.decorator.js';
import { answerPage, PAGE_HEADERS, type ServicePage } from './page-answer.js';
import { chosenVariant, queryVariantsOf, type QueryVariant } from './query-variants.js';
import { streamedList } from './streamed-list.js';

/** A route the gateway passes on to the service that owns it, as its declaration says. */
export type ForwardedRoute = NamedRoute & { readonly subject: RpcSubject };

export const isForwarded = (route: NamedRoute): route is ForwardedRoute => route.subject !== undefined;

/** What a route answering 204 for nothing (or for "ask later") sends as a body: the rest of its reply. */
function bodyOf(reply: z.ZodType): z.ZodType {
  const present = reply instanceof z.ZodNullable ? (reply.unwrap() as z.ZodType) : reply;
  if (!(present instanceof z.ZodUnion)) return present;
  const bodies = (present.options as z.ZodType[]).filter((option) => option !== RetryLater);
  return bodies.length === 1 ? bodies[0]! : z.union(bodies as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

/** What a route answers: its subject's reply, or the answer in it when the reply is versioned. */
const answerOf = (route: ForwardedRoute): z.ZodType => {
  const reply = rpcContract[route.subject].reply as z.ZodType;
  return route.cache && 'byVersion' in route.cache ? (reply as z.ZodObject<{ answer: z.ZodType }>).shape.answer : reply;
};

/** A route answered with an ETag, so 304 to a browser whose copy is current. */
const isEtagged = (route: ForwardedRoute) =>
  route.cache !== undefined && ('publicRead' in route.cache || 'byVersion' in route.cache);

/**
 * Its answers for the API document: the subject's own reply (or a variant's), as it is or in
 * `{ data }`, and the cache's and 204's.
 */
function repliesOf(route: ForwardedRoute, variants: readonly ForwardedRoute[]): DocumentedReply[] {
  const own = route.emptyReplyIs204 ? bodyOf(rpcContract[route.subject].reply) : answerOf(route);
  const replies = [own, ...variants.map(answerOf)];
  const reply = replies.length === 1 ? own : z.union(replies as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  return [
    { json: route.replyInData ? z.object({ data: reply }) : reply, ...(route.page ? { headers: PAGE_HEADERS } : {}) },
    ...([route, ...variants].some(isEtagged) ? [NOT_MODIFIED] : []),
    ...(route.emptyReplyIs204
      ? [{ status: 204, description: 'Nothing to send back (with Retry-After when it is worth asking later)' }]
      : []),
  ];
}

/** A reply that says "nothing now, ask again in this many seconds": 204 with Retry-After. */
const isRetryLater = (answer: unknown): answer is RetryLater =>
  typeof answer === 'object' && answer !== null && Object.keys(answer).length === 1 && 'retryAfterSeconds' in answer;

interface RouteInput {
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  query?: object;
  body?: object;
}

/**
 * The controller of every forwarded route: one method per declaration, each mounted, guarded and
 * documented by `@Declared` and given its checked path parameters, query and body by Nest's pipes.
 * The subject's input is those put together (nothing when the route takes none).
 */
export function forwardingController(routes: readonly ForwardedRoute[]): Type {
  const variants = queryVariantsOf(routes);
  const streamedWhole = new Set(routes.filter((route) => repliesInPieces(route.subject) === 'list' && !route.emptyReplyIs204));

  @Controller()
  class ForwardedRoutesController {
    constructor(
      readonly rpc: RpcClient,
      readonly access: AccessCache,
      readonly publicReads: PublicReads,
      readonly devices: DeviceIdentities,
    ) {}

    async forward(route: ForwardedRoute, input: RouteInput): Promise<unknown> {
      const chosen = chosenVariant(variants.get(route.name), input.request.query, input.query);
      if (!chosen) return this.forwardAs(route, input);
      const { variant, query } = chosen;
      return variant.route
        ? this.forwardAs(variant.route, { ...input, query })
        : this.answerPage(route, variant, { ...input, query });
    }

    private async answerPage(
      route: ForwardedRoute,
      variant: QueryVariant<ForwardedRoute>,
      { ctx, request, reply, params, query }: RouteInput,
    ): Promise<unknown> {
      const page = (await this.rpc.send(variant.subject, ctx, { ...query, ...params } as never)) as ServicePage;
      const items = answerPage(page, request, reply);
      return route.replyInData ? { data: items } : items;
    }

    private async forwardAs(route: ForwardedRoute, { ctx, request, reply, params, query, body }: RouteInput): Promise<unknown> {
      const cache = route.cache;
      if (cache && 'publicRead' in cache) return this.publicReads.answer(cache.publicRead, request, reply);
      if (cache && 'maxAgeSeconds' in cache)
        void reply.header('cache-control', `${cache.private ? 'private' : 'public'}, max-age=${cache.maxAgeSeconds}`);
      const hasInput = query !== undefined || body !== undefined || Object.keys(params).length > 0;
      const input = hasInput ? { ...query, ...body, ...params } : undefined;
      try {
        if (streamedWhole.has(route)) {
          const stream = await streamedList(this.rpc.pieces(route.subject, ctx, input as never), route.replyInData === true);
          void reply.type('application/json; charset=utf-8');
          return stream;
        }
        const answer: unknown = await this.rpc.send(route.subject, ctx, input as never);
        if (route.emptyReplyIs204 && (answer === null || isRetryLater(answer))) {
          if (answer) void reply.header('retry-after', String(answer.retryAfterSeconds));
          void reply.status(204);
          return undefined;
        }
        if (cache && 'byVersion' in cache)
          return answerByVersion(answer as VersionedReply, request, reply, route.access !== 'public');
        return route.replyInData ? { data: answer } : answer;
      } finally {
        this.forgetAfter(route, params, ctx);
      }
    }

    /** This copy forgets what the change made stale at once; other copies hear the owner's event. */
    private forgetAfter(route: ForwardedRoute, params: Record<string, string>, ctx: RequestContext): void {
      const forgets = route.forgets;
      if (!forgets) return;
      if ('publicRead' in forgets) this.publicReads.forget(forgets.publicRead);
      else if ('accessOfUserIn' in forgets) this.access.forget(params[forgets.accessOfUserIn]!);
      else if ('accessOfCaller' in forgets) {
        if (ctx.actor) this.access.forget(ctx.actor.id);
      } else this.devices.forgetKey(params[forgets.deviceKeyIn]!);
    }
  }

  const prototype = ForwardedRoutesController.prototype as unknown as Record<string, unknown>;
  for (const route of routes.filter((declared) => !declared.whenQueryHas)) {
    const name = route.name;
    const paramNames = paramNamesOf(route.path);
    // Named as its route, which the API document's operation ids are made of. Its arguments: the
    // request context, the request, the reply, the query, the body, then the path parameters.
    const { [name]: method } = {
      [name](this: ForwardedRoutesController, ...args: unknown[]) {
        const [ctx, request, reply, query, body, ...values] = args as [
          RequestContext,
          FastifyRequest,
          FastifyReply,
          ...unknown[],
        ];
        const params = Object.fromEntries(paramNames.map((param, index) => [param, values[index] as string]));
        return this.forward(route, {
          ctx,
          request,
          reply,
          params,
          query: query as object | undefined,
          body: body as object | undefined,
        });
      },
    };
    prototype[name] = method;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    Ctx()(prototype, name, 0);
    Req()(prototype, name, 1);
    Res({ passthrough: true })(prototype, name, 2);
    if (route.query) Query(new ZodBody(route.query))(prototype, name, 3);
    if (route.body) Body(new ZodBody(route.body))(prototype, name, 4);
    paramNames.forEach((param, index) => {
      const schema = route.params?.[param];
      Param(param, schema ? new TextParam(param, schema) : new UuidParam(param))(prototype, name, 5 + index);
      ApiParam({ name: param, required: true, schema: schema ? { type: 'string' } : { type: 'string', format: 'uuid' } })(
        prototype,
        name,
        descriptor,
      );
    });
    Declared(route)(prototype, name, descriptor);
    const chosenBy = (variants.get(name) ?? []).flatMap((variant) => (variant.route ? [variant.route] : []));
    for (const variant of chosenBy) ApiQueryInput(variant.query!, variant.queryDescriptions, false)(prototype, name, descriptor);
    Replies(...repliesOf(route, chosenBy))(prototype, name, descriptor);
    Object.defineProperty(prototype, name, descriptor);
  }
  return ForwardedRoutesController;
}
