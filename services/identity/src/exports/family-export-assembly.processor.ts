import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CatalogFamilyDataOps,
  CharactersFamilyDataOps,
  DevicesFamilyDataOps,
  FAMILY_EXPORT_VALID_HOURS,
  FamilyExportEvents,
  FamilyExportQueues,
  MarketingFamilyDataOps,
  type FamilyDataQuery,
  type QueuePayloads,
} from '@storystump/contracts';
import { Outbox, ProcessesJobs, RpcClient } from '@storystump/service-kit';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { LessThan, type Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { ExportLinks } from './export-links.js';
import { familyArchive } from './family-archive.js';
import { FamilyExportEntity } from './family-export.entity.js';
import { IdentityFamilyData } from './identity-family-data.js';

type Payload = QueuePayloads[typeof FamilyExportQueues.assemble];

/**
 * Assembles a requested export: identity's own part, and each other service's part asked over
 * NATS (a list in pieces, so a family with many visits does not depend on one message's size),
 * zipped and stored; then the family is mailed the signed link.
 */
@Injectable()
export class FamilyExportAssembly {
  private readonly logger = new Logger(FamilyExportAssembly.name);

  constructor(
    @InjectRepository(FamilyExportEntity) private readonly exports: Repository<FamilyExportEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly identityData: IdentityFamilyData,
    private readonly rpc: RpcClient,
    private readonly links: ExportLinks,
    private readonly outbox: Outbox,
  ) {}

  @ProcessesJobs(FamilyExportQueues.assemble, { concurrency: 2 })
  async assemble({ exportId }: Payload, job: Job<Payload>): Promise<{ bytes: number } | { skipped: string }> {
    const requested = await this.exports.findOneBy({ id: exportId });
    if (!requested || requested.status !== 'pending') return { skipped: 'not pending' };
    const user = await this.users.findOneBy({ id: requested.userId });
    if (!user) return { skipped: 'account gone' };
    try {
      const archive = await this.archiveOf(exportId, user);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + FAMILY_EXPORT_VALID_HOURS * 3_600_000);
      await this.outbox.transaction(async (tx, emit) => {
        await tx.update(
          FamilyExportEntity,
          { id: exportId, status: 'pending' },
          { status: 'ready', readyAt, expiresAt, archive },
        );
        await emit(FamilyExportEvents.ready, {
          email: user.email,
          displayName: user.displayName,
          downloadPath: this.links.pathOf(exportId, expiresAt),
          expiresAt: expiresAt.toISOString(),
        });
      });
      await this.exports.update({ expiresAt: LessThan(readyAt) }, { archive: null });
      return { bytes: archive.length };
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) {
        await this.exports.update({ id: exportId, status: 'pending' }, { status: 'failed' });
        this.logger.error(`Export ${exportId} could not be assembled: ${(error as Error).message ?? String(error)}`);
      }
      throw error;
    }
  }

  private async archiveOf(exportId: string, user: UserEntity): Promise<Buffer> {
    const query: FamilyDataQuery = { userId: user.id, email: user.email };
    const ctx = { requestId: randomUUID() };
    const parts = await Promise.all([
      this.identityData.of(user.id),
      this.rpc.send(CharactersFamilyDataOps.export.subject, ctx, query),
      this.rpc.send(CatalogFamilyDataOps.export.subject, ctx, query),
      this.rpc.send(MarketingFamilyDataOps.export.subject, ctx, query),
      this.rpc.send(DevicesFamilyDataOps.export.subject, ctx, query),
    ]);
    return familyArchive({ exportId, userId: user.id, exportedAt: new Date(), records: parts.flat() });
  }
}
