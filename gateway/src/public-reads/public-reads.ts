import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CatalogEvents,
  ProductOps,
  DevicesEvents,
  type EventSubject,
  StationOps,
  type PublicReadName,
  type RpcSubject,
} from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { GatewayEvents } from '../events/gateway-events.js';
import { etagOf } from '../http/etag.js';
import { PUBLIC_CACHING } from '../http/public-caching.js';

/** A public list the gateway answers itself (its route's cache policy says so): what fills its copy, and the events that make it stale. */
const PUBLIC_READS = {
  products: {
    subject: ProductOps.list.subject,
    invalidatedBy: [CatalogEvents.productsChanged],
  },
  stations: {
    subject: StationOps.list.subject,
    invalidatedBy: [
      DevicesEvents.stationCreated,
      DevicesEvents.stationUpdated,
      DevicesEvents.stationDeleted,
      DevicesEvents.stationResting,
      DevicesEvents.stationRested,
    ],
  },
} satisfies Record<PublicReadName, { subject: RpcSubject; invalidatedBy: EventSubject[] }>;

export interface Copy {
  body: string;
  etag: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A list's own headers, on the list and on a 304 alike: its version, and who may keep it. */
const copyHeaders = (copy: Copy) => ({ etag: copy.etag, 'cache-control': PUBLIC_CACHING });

/**
 * Public lists (the shop's products, the map's base stations) answered from memory: one request to the owning service
 * fills the copy, every visitor after that is answered from it, with an ETag so a browser that
 * has it gets 304, and a cache policy that lets a CDN hold it. The owner's change event drops the copy at once on every gateway copy; after a
 * reconnect every copy is dropped, so a missed event cannot leave a list stale.
 */
@Injectable()
export class PublicReads implements OnModuleInit {
  private readonly copies = new Map<PublicReadName, Promise<Copy>>();
  /** The copies that have arrived, for answers that cannot wait (the rendered shop). */
  private readonly arrived = new Map<PublicReadName, Copy>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: GatewayEvents,
  ) {}

  onModuleInit(): void {
    for (const [name, read] of Object.entries(PUBLIC_READS) as Array<[PublicReadName, (typeof PUBLIC_READS)[PublicReadName]]>) {
      for (const subject of read.invalidatedBy) this.events.onEvent(subject, () => this.forget(name));
    }
    this.events.onReconnect(() => {
      for (const name of Object.keys(PUBLIC_READS) as PublicReadName[]) this.forget(name);
    });
  }

  /** Answers the request from the copy: the list, or 304 when the browser's copy is current. */
  async answer(name: PublicReadName, request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const copy = await this.copy(name);
    void reply.headers(copyHeaders(copy));
    if (request.headers['if-none-match'] === copy.etag) {
      void reply.status(304);
      return undefined;
    }
    void reply.type(JSON_TYPE);
    return copy.body;
  }

  /** The copy if it is in hand now, else undefined (and nothing is asked). */
  inHand(name: PublicReadName): Copy | undefined {
    return this.arrived.get(name);
  }

  /** Asks for the copy if it is not in hand or on its way: for an answer made from it; undefined if it could not be had. */
  fill(name: PublicReadName): Promise<Copy | undefined> {
    return this.copy(name).catch(() => undefined);
  }

  /** Drops the copy; the next request fills it again. */
  forget(name: PublicReadName): void {
    this.copies.delete(name);
    this.arrived.delete(name);
  }

  private copy(name: PublicReadName): Promise<Copy> {
    let copy = this.copies.get(name);
    if (!copy) {
      copy = this.fetch(name);
      this.copies.set(name, copy);
      // A failed fetch is not kept: the next request asks again. One dropped while in flight stays dropped.
      copy.then(
        (arrived) => this.copies.get(name) === copy && this.arrived.set(name, arrived),
        () => this.copies.get(name) === copy && this.copies.delete(name),
      );
    }
    return copy;
  }

  private async fetch(name: PublicReadName): Promise<Copy> {
    const list = await this.rpc.send(PUBLIC_READS[name].subject, { requestId: randomUUID() }, undefined);
    const body = JSON.stringify(list);
    return { body, etag: etagOf(body) };
  }
}
