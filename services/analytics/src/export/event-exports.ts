import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { headers, type Msg, type Subscription } from '@nats-io/transport-node';
import {
  EXPORT_END_HEADER,
  EXPORT_PIECES_PREFIX,
  EXPORT_STOP_HEADER,
  ExportOps,
  type DateRangeQuery,
  type ExportOpened,
  type RequestContext,
} from '@storystump/contracts';
import { DomainError, Handles, JetStreamConnection, requireAdmin } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config.js';
import { exportCopy } from './export-sql.js';

/** A piece is at least this big (the last excepted), well under NATS's largest message. */
const PIECE_BYTES = 256 * 1024;
/**
 * An export nobody asks a piece of for the gateway's idle timeout and this much more was
 * abandoned (its gateway gone without saying stop): a gateway cuts off a slower reader itself.
 */
const ABANDONED_AFTER_IDLE_MS = 30_000;

interface OpenExport {
  client: PoolClient;
  lost: (failure: unknown) => void;
  copy: Readable;
  chunks: AsyncIterator<Buffer>;
  subscription: Subscription;
  release: (error?: unknown) => void;
  idle: NodeJS.Timeout;
}

/**
 * A range's events as CSV, straight from PostgreSQL's COPY, handed out a piece at a time as the
 * gateway asks for them: the gateway asks for the next piece only once the browser took the last,
 * so neither process holds more than a piece or two however long the range. Each export has a
 * subject of its own on this copy of the service; an abandoned one is closed after a while.
 */
@Injectable()
export class EventExports implements OnApplicationShutdown {
  private readonly logger = new Logger(EventExports.name);
  private readonly open = new Map<string, OpenExport>();
  /** Exports counted against the limit while their connection and subject are being made. */
  private starting = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jetstream: JetStreamConnection,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  @Handles(ExportOps.open)
  async start(ctx: RequestContext, { startDate, endDate }: DateRangeQuery): Promise<ExportOpened> {
    requireAdmin(ctx);
    if (this.open.size + this.starting >= this.config.maxOpenExports) {
      throw new DomainError(503, 'EXPORTS_BUSY', 'Too many exports are running; try again in a minute');
    }
    this.starting++;
    try {
      return await this.opened(startDate, endDate);
    } finally {
      this.starting--;
    }
  }

  private async opened(startDate: string, endDate: string): Promise<ExportOpened> {
    const nc = await this.jetstream.connection();
    const [client, release] = (await (this.db.driver as PostgresDriver).obtainMasterConnection()) as [
      PoolClient,
      (error?: unknown) => void,
    ];
    const copy = client.query(copyTo(exportCopy(startDate, endDate)));
    const id = randomUUID();
    // The COPY raises its error as an event, read or not: an export stopped before its first piece
    // (its connection ended as it is closed) or cut off by the database between pieces would
    // otherwise be an unhandled 'error' that ends the process. A checked-out client has no
    // listener of the pool's either. Once the export is closed, its errors are expected.
    const lost = (failure: unknown) => {
      if (!this.open.has(id)) return;
      this.logger.warn(`An export lost its database connection: ${String(failure)}`);
      this.close(id, failure);
    };
    client.on('error', lost);
    copy.on('error', lost);
    const pieces = `${EXPORT_PIECES_PREFIX}.${id}`;
    const subscription = nc.subscribe(pieces, { callback: (error, message) => void this.answer(id, error, message) });
    this.open.set(id, {
      client,
      lost,
      copy,
      chunks: copy[Symbol.asyncIterator]() as AsyncIterator<Buffer>,
      subscription,
      release,
      idle: setTimeout(() => this.close(id, new Error('abandoned')), this.config.exportIdleTimeoutMs + ABANDONED_AFTER_IDLE_MS),
    });
    return { pieces };
  }

  /** The next piece, the end, or the reason it failed; asked with the stop header, it ends there. */
  private async answer(id: string, error: Error | null, message: Msg): Promise<void> {
    const running = this.open.get(id);
    if (!running || error) return;
    running.idle.refresh();
    if (message.headers?.has(EXPORT_STOP_HEADER)) {
      this.close(id, new Error('stopped'));
      message.respond();
      return;
    }
    try {
      const piece = await this.nextPiece(running);
      if (piece.length) {
        message.respond(piece);
        return;
      }
      this.close(id);
      message.respond(new Uint8Array(), { headers: ended('') });
    } catch (failure) {
      this.logger.warn(`An export failed: ${String(failure)}`);
      this.close(id, failure);
      message.respond(new Uint8Array(), { headers: ended('The export failed; try again') });
    }
  }

  private async nextPiece(running: OpenExport): Promise<Buffer> {
    const parts: Buffer[] = [];
    let size = 0;
    while (size < PIECE_BYTES) {
      const next = await running.chunks.next();
      if (next.done) break;
      parts.push(next.value);
      size += next.value.length;
    }
    return Buffer.concat(parts, size);
  }

  private close(id: string, error?: unknown): void {
    const running = this.open.get(id);
    if (!running) return;
    this.open.delete(id);
    clearTimeout(running.idle);
    running.subscription.unsubscribe();
    // A COPY cut short leaves its connection mid-answer: it is not given back to the pool, and keeps
    // the listener for the errors it may still raise as it is ended.
    if (error) running.copy.destroy();
    else running.client.removeListener('error', running.lost);
    running.release(error);
  }

  onApplicationShutdown(): void {
    for (const id of [...this.open.keys()]) this.close(id, new Error('shutting down'));
  }
}

function ended(reason: string) {
  const header = headers();
  header.set(EXPORT_END_HEADER, reason || 'done');
  return header;
}
