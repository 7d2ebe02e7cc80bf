import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, MicroBatch } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { findActiveKeys, type ActiveKey, type KeyVerdict } from './active-key.js';

/**
 * Every device request's key check, many at a time: a national fleet's stumps call in every
 * minute, and the keys asked about at the same moment (a batch of the gateway's questions) share
 * one query, one round trip to the database, as the heartbeats they come with do.
 */
@Injectable()
export class ActiveKeyLookup {
  private readonly lookups = new MicroBatch<string, KeyVerdict>(
    async (hashes) => {
      const verdicts = await findActiveKeys(this.db.manager, hashes);
      return hashes.map((hash) => verdicts.get(hash)!);
    },
    { maxSize: 500, maxInFlight: 2 },
  );

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The key with its station and assigned version; an unknown or revoked key is refused (401). */
  async find(keyHash: string): Promise<ActiveKey> {
    const verdict = await this.lookups.add(keyHash);
    if (verdict instanceof DomainError) throw verdict;
    return verdict;
  }
}
