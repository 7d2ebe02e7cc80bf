import { Inject, Injectable, Optional, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { headers } from '@nats-io/transport-node';
import {
  batchSubjectOf,
  deadLettersSubject,
  MOST_CALLS_IN_A_BATCH,
  healthSubject,
  repliesInPieces,
  sentInBatches,
  type DeadLettersPage,
  type DeadLettersQuery,
  type HealthReply,
  type RequestContext,
  type RpcInput,
  type RpcReply,
  type RpcErrorBody,
  type RpcSubject,
} from '@storystump/contracts';
import { catchError, firstValueFrom, lastValueFrom, throwError, timeout, toArray, type Observable } from 'rxjs';
import { INFRA_CONFIG, type InfraConfig } from './config.js';
import { MicroBatch } from './micro-batch.js';
import { natsConnectionOptions } from './nats-options.js';
import { REQUEST_ID_HEADER } from './request-scope.js';
import { toRpcFailure } from './rpc-failure.js';

const NATS_PROXY = Symbol('NATS_PROXY');
const PASSES_CLIENT_ADDRESS = Symbol('PASSES_CLIENT_ADDRESS');

const natsProxy = (config: InfraConfig, name: string): ClientProxy =>
  ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectionOptions(config, name) });

/**
 * The context a call passes on. Only the gateway passes the client's address, to the service that
 * keeps a limit by it; a service calling another leaves it behind.
 */
function passedOn(ctx: RequestContext, passesClientAddress: boolean): RequestContext {
  if (passesClientAddress || ctx.clientAddress === undefined) return ctx;
  const { clientAddress: _left, ...rest } = ctx;
  return rest;
}

/** A request with its context; the request's id goes along as a NATS header too, so the callee's logs can name it. */
function envelope(ctx: RequestContext, input: unknown) {
  const header = headers();
  header.set(REQUEST_ID_HEADER, ctx.requestId);
  return new NatsRecordBuilder({ ctx, input }).setHeaders(header).build();
}

/** One piece of a page: its items, and in the first piece the rest of the page. */
type PagePiece = { items: unknown[] } & Record<string, unknown>;

/** A page put back together from its pieces. */
const pageOfPieces = ([first, ...rest]: PagePiece[]): PagePiece => ({
  ...first,
  items: [...(first?.items ?? []), ...rest.flatMap((piece) => piece.items)],
});

interface Call {
  ctx: RequestContext;
  input: unknown;
}

/** One call's answer in a batch's reply, in the order of its calls. */
type CallAnswer = { reply?: unknown } | { error: RpcErrorBody };

/** Batches of one subject in flight at once; calls arriving meanwhile wait and go together in the next. */
const BATCHES_IN_FLIGHT = 2;

/**
 * The one way to ask another service something: typed by the contract, bounded in time. A batched
 * operation's calls (see `batchedOperation`) go many to a message; a call with an idempotency key
 * goes alone, where the callee keeps its outcome.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  private readonly batches = new Map<string, MicroBatch<Call, CallAnswer>>();

  constructor(
    @Inject(NATS_PROXY) private readonly proxy: ClientProxy,
    @Inject(INFRA_CONFIG) private readonly config: InfraConfig,
    @Optional() @Inject(PASSES_CLIENT_ADDRESS) private readonly passesClientAddress = false,
  ) {}

  static create(config: InfraConfig, name: string, options: RpcCallerOptions = {}): RpcClient {
    return new RpcClient(natsProxy(config, name), config, options.passesClientAddress);
  }

  send<S extends RpcSubject>(subject: S, ctx: RequestContext, input: RpcInput<S>): Promise<RpcReply<S>> {
    if (sentInBatches(subject) && !ctx.idempotency) {
      return this.inBatch(subject, { ctx: passedOn(ctx, this.passesClientAddress), input }) as Promise<RpcReply<S>>;
    }
    const payload = envelope(passedOn(ctx, this.passesClientAddress), input);
    const pieces = repliesInPieces(subject);
    if (pieces === 'list') return this.gather<unknown[]>(subject, payload).then((all) => all.flat()) as Promise<RpcReply<S>>;
    if (pieces === 'page') return this.gather<PagePiece>(subject, payload).then(pageOfPieces) as Promise<RpcReply<S>>;
    return this.request<RpcReply<S>>(subject, payload);
  }

  /**
   * A list sent in pieces (see `listOperation`), each piece as it comes, for an answer that passes
   * them on rather than holding the whole list; each piece is waited for at most the timeout.
   */
  pieces<S extends RpcSubject>(subject: S, ctx: RequestContext, input: RpcInput<S>): Observable<unknown[]> {
    return this.proxy.send<unknown[]>(subject, envelope(passedOn(ctx, this.passesClientAddress), input)).pipe(
      timeout(this.config.rpcTimeoutMs),
      catchError((error: unknown) => throwError(() => toRpcFailure(error))),
    );
  }

  health(service: string, timeoutMs = 1500): Promise<HealthReply> {
    return this.request<HealthReply>(healthSubject(service), {}, timeoutMs);
  }

  /** A page of what one service's consumers set aside; only an admin's context is answered. */
  deadLetters(service: string, ctx: RequestContext, query: DeadLettersQuery): Promise<DeadLettersPage> {
    return this.request<DeadLettersPage>(deadLettersSubject(service), envelope(passedOn(ctx, this.passesClientAddress), query));
  }

  private async request<R>(subject: string, payload: unknown, timeoutMs = this.config.rpcTimeoutMs): Promise<R> {
    try {
      return await firstValueFrom(this.proxy.send<R>(subject, payload).pipe(timeout(timeoutMs)));
    } catch (error) {
      throw toRpcFailure(error);
    }
  }

  private async inBatch(subject: string, call: Call): Promise<unknown> {
    let batch = this.batches.get(subject);
    if (!batch) {
      batch = new MicroBatch((calls) => this.request<CallAnswer[]>(batchSubjectOf(subject), { calls }), {
        maxSize: MOST_CALLS_IN_A_BATCH,
        maxInFlight: BATCHES_IN_FLIGHT,
      });
      this.batches.set(subject, batch);
    }
    const answer = await batch.add(call);
    if ('error' in answer) throw toRpcFailure(answer.error);
    return answer.reply;
  }

  /** A reply sent in pieces, every piece; each is waited for at most the timeout. */
  private async gather<P>(subject: string, payload: unknown): Promise<P[]> {
    try {
      return await lastValueFrom(this.proxy.send<P>(subject, payload).pipe(timeout(this.config.rpcTimeoutMs), toArray()));
    } catch (error) {
      throw toRpcFailure(error);
    }
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

export interface RpcCallerOptions {
  /** The gateway's calls pass the client's address on; no one else's do. */
  passesClientAddress?: boolean;
}

/** Provides an RpcClient whose NATS connection is named after the caller. */
export class RpcModule {
  static forCaller(name: string, options: RpcCallerOptions = {}): DynamicModule {
    return {
      module: RpcModule,
      global: true,
      providers: [
        {
          provide: NATS_PROXY,
          inject: [INFRA_CONFIG],
          useFactory: (config: InfraConfig) => natsProxy(config, name),
        },
        { provide: PASSES_CLIENT_ADDRESS, useValue: options.passesClientAddress ?? false },
        RpcClient,
      ],
      exports: [RpcClient],
    };
  }
}
