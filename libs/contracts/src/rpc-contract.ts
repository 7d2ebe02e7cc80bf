import type { AuditEventPayloads } from './audit.js';
import type { Exchange, InputOf, ReplyOf } from './exchange.js';
import { serviceContracts, type ServiceEventPayloads } from './service-contracts.js';

/** Every request/reply subject in the system, with its input schema and reply type. */
export const rpcContract = serviceContracts;

export type RpcContract = typeof rpcContract;
export type RpcSubject = keyof RpcContract;
export type RpcInput<S extends RpcSubject> = InputOf<RpcContract[S]>;
export type RpcReply<S extends RpcSubject> = ReplyOf<RpcContract[S]>;

/** Every domain event subject, with its payload type. */
export type EventPayloads = ServiceEventPayloads & AuditEventPayloads;
export type EventSubject = keyof EventPayloads;

/** How a subject's reply is sent in pieces (see `listOperation`, `pageOperation`); undefined when it is one message. */
export const repliesInPieces = (subject: RpcSubject): Exchange['inPieces'] =>
  (rpcContract[subject] as Exchange | undefined)?.inPieces;
