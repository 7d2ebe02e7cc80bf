import type { Actor, RequestContext } from '@storystump/contracts';
import { DomainError } from './domain-error.js';

/** Services check who is asking themselves too, not only the gateway. */
export function requireActor(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new DomainError(401, 'UNAUTHENTICATED', 'Please log in');
  return ctx.actor;
}

export function requireAdmin(ctx: RequestContext): Actor {
  const actor = requireActor(ctx);
  if (actor.role !== 'admin') throw new DomainError(403, 'FORBIDDEN', 'Only admins may do this');
  return actor;
}
