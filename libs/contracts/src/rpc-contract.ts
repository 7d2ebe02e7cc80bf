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

/** Whether calls of a subject travel in batches (see `batchedOperation`); one outside the contract does not. */
export const sentInBatches = (subject: RpcSubject): boolean => (rpcContract[subject] as Exchange | undefined)?.batched === true;

/** Where a batch of a batched subject's calls is asked: `{ calls: [{ ctx, input }] }`, answered call by call. */
export const batchSubjectOf = (subject: string): string => `${subject}.batch`;

/** The most calls one batch carries: a batched operation's input is small, so a batch stays far within a NATS message. */
export const MOST_CALLS_IN_A_BATCH = 500;
