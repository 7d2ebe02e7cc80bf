import type { RpcReply, RpcSubject } from '@storystump/contracts';

type ServiceReply<R> = R extends { subject: infer S extends RpcSubject } ? RpcReply<S> : unknown;

/** What a route answers over HTTP: its service's reply, inside `{ data }` where the route says so. */
export type RouteReply<R> = R extends { replyInData: true } ? { data: ServiceReply<R> } : ServiceReply<R>;
