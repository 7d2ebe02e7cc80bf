import { Injectable } from '@nestjs/common';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { JetStreamConnection } from '../events/jetstream-connection.js';

/** A stored object's facts, as the bucket has them. */
export interface StoredObject {
  size: number;
  chunks: number;
}

/**
 * Blobs in a NATS JetStream Object Store bucket, streamed in and out a chunk at a time: a file
 * of any size costs a chunk or two of memory. Reading goes chunk by chunk with direct gets, so a
 * slow reader slows the reading instead of piling chunks up in memory, and a range skips what
 * it does not need without holding it.
 */
@Injectable()
export class ObjectBuckets {
  /** Each bucket as opened (made where missing) since the connection's latest reconnect. */
  private readonly opened = new Map<string, { store: Promise<ObjectStore>; reconnects: number }>();

  constructor(private readonly jetstream: JetStreamConnection) {}

  /** Stores the stream as `name`; answers the size and the bucket's own sha256 check happens on read. */
  async put(bucket: string, name: string, source: Readable): Promise<StoredObject> {
    const store = await this.bucket(bucket);
    const info = await store.put({ name }, NodeReadable.toWeb(source) as ReadableStream<Uint8Array>, { timeout: 10_000 });
    return { size: info.size, chunks: info.chunks };
  }

  async info(bucket: string, name: string): Promise<StoredObject | null> {
    const info = await (await this.bucket(bucket)).info(name);
    return info && !info.deleted ? { size: info.size, chunks: info.chunks } : null;
  }

  /** Bytes `start` to `end` (inclusive) of the object, in order, as the reader asks for them. */
  async *read(bucket: string, name: string, start = 0, end = Number.POSITIVE_INFINITY): AsyncGenerator<Uint8Array> {
    const store = await this.bucket(bucket);
    const info = await store.info(name);
    if (!info || info.deleted) throw new Error(`No object ${name} in ${bucket}`);
    const { jsm } = await this.jetstream.handles();
    const stream = `OBJ_${bucket}`;
    const subject = `$O.${bucket}.C.${info.nuid}`;
    let seq = 0;
    let offset = 0;
    for (let chunk = 0; chunk < info.chunks && offset <= end; chunk++) {
      const message = await jsm.direct.getMessage(stream, { seq, next_by_subj: subject });
      if (!message) throw new Error(`Object ${name} in ${bucket} is missing chunk ${chunk}`);
      seq = message.seq + 1;
      const data = message.data;
      const chunkEnd = offset + data.length;
      if (chunkEnd > start) yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end + 1 - offset));
      offset = chunkEnd;
    }
  }

  async delete(bucket: string, name: string): Promise<void> {
    const store = await this.bucket(bucket);
    if (await store.info(name)) await store.delete(name);
  }

  private bucket(name: string): Promise<ObjectStore> {
    const opened = this.opened.get(name);
    // A server reconnected to may have lost its store: the bucket is made again where missing.
    if (opened && opened.reconnects === this.jetstream.reconnects) return opened.store;
    const store = this.jetstream
      .handles()
      .then(({ js }) => new Objm(js).create(name, { storage: StorageType.File, replicas: this.jetstream.replicas }));
    const entry = { store, reconnects: this.jetstream.reconnects };
    this.opened.set(name, entry);
    store.catch(() => this.opened.get(name) === entry && this.opened.delete(name));
    return store;
  }
}
