import { Injectable } from '@nestjs/common';
import { HostRoutes } from '@storystump/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { etagOf } from '../http/etag.js';

/** How long a badge is kept, here and by browsers and proxies: its figure moves slowly. */
export const BADGE_SECONDS = 60;
/** Badges kept at once; past this many the oldest goes. */
const MOST_KEPT = 10_000;
/** The badge route as Fastify mounts it, under the API's prefix. */
export const BADGE_ROUTE = `/api/${HostRoutes.badge.path}`;

export interface KeptBadge {
  svg: string;
  etag: string;
  until: number;
}

/** The badges drawn lately, by token: a site showing one on every page is answered from here. */
@Injectable()
export class KeptBadges {
  private readonly kept = new Map<string, KeptBadge>();

  /** A badge kept and still fresh. */
  fresh(token: string, now = Date.now()): KeptBadge | undefined {
    const badge = this.kept.get(token);
    return badge && badge.until > now ? badge : undefined;
  }

  keep(token: string, svg: string, now = Date.now()): KeptBadge {
    const badge = { svg, etag: etagOf(svg), until: now + BADGE_SECONDS * 1000 };
    this.kept.delete(token);
    if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, badge);
    return badge;
  }
}

/** A badge's answer: the SVG, or 304 when the browser's copy is current. */
export function answerBadge(reply: FastifyReply, badge: KeptBadge, ifNoneMatch: string | undefined): FastifyReply {
  void reply
    .header('cache-control', `public, max-age=${BADGE_SECONDS}`)
    .header('etag', badge.etag)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (ifNoneMatch === badge.etag) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(badge.svg);
}

/**
 * Answers a kept badge before Nest is reached (its guards, pipes and controller), as a static
 * file server would; a badge not kept goes on to the controller, which draws and keeps it. Call
 * before the routes are declared.
 */
export function answerKeptBadgesFirst(instance: FastifyInstance, badges: KeptBadges): void {
  const early: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
    const badge = badges.fresh((request.params as { token?: string }).token ?? '');
    if (!badge) return done();
    void answerBadge(reply, badge, request.headers['if-none-match']);
  };
  instance.addHook('onRoute', (route) => {
    if (route.url !== BADGE_ROUTE || route.method !== 'GET') return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, early];
  });
}
