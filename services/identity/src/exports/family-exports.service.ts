import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  FamilyExportOps,
  FamilyExportQueues,
  type FamilyExportArchivePiece,
  type FamilyExportView,
  type OpenFamilyExportInput,
  type RequestContext,
} from '@storystump/contracts';
import { Handles, isUniqueViolation, jobIdOf, Outbox, requireActor } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { LessThan, type Repository } from 'typeorm';
import { ExportLinks } from './export-links.js';
import { FamilyExportEntity } from './family-export.entity.js';
import { FamilyExportErrors } from './family-exports.errors.js';

/** The recent exports the account page lists. */
const LISTED = 5;

/** Pieces of the archive as NATS carries them: base64 of 512 KB is well under a message's 1 MB. */
const PIECE_BYTES = 512 * 1024;

/**
 * A family's exports of its data: asked for (one at a time per account), assembled by a job
 * (see FamilyExportAssembly), listed on the account page and downloaded through a signed link.
 */
@Injectable()
export class FamilyExportsService {
  constructor(
    @InjectRepository(FamilyExportEntity) private readonly exports: Repository<FamilyExportEntity>,
    private readonly links: ExportLinks,
    private readonly outbox: Outbox,
  ) {}

  @Handles(FamilyExportOps.request)
  async request(ctx: RequestContext): Promise<FamilyExportView> {
    const actor = requireActor(ctx);
    const requested = this.exports.create({
      id: randomUUID(),
      userId: actor.id,
      status: 'pending',
      requestedAt: new Date(),
      readyAt: null,
      expiresAt: null,
      archive: null,
    });
    try {
      await this.outbox.transaction(async (tx, _emit, enqueue) => {
        // An expired archive of the account is dropped now rather than kept beside the new one.
        await tx.update(FamilyExportEntity, { userId: actor.id, expiresAt: LessThan(new Date()) }, { archive: null });
        await tx.insert(FamilyExportEntity, requested);
        await enqueue(
          FamilyExportQueues.assemble,
          { exportId: requested.id },
          { jobId: jobIdOf('family-export', requested.id), attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
        );
      });
    } catch (error) {
      if (isUniqueViolation(error, 'family_exports_one_pending')) throw FamilyExportErrors.alreadyPending();
      throw error;
    }
    return this.viewOf(requested);
  }

  @Handles(FamilyExportOps.list)
  async list(ctx: RequestContext): Promise<FamilyExportView[]> {
    const actor = requireActor(ctx);
    const recent = await this.exports.find({ where: { userId: actor.id }, order: { requestedAt: 'DESC' }, take: LISTED });
    return recent.map((requested) => this.viewOf(requested));
  }

  /** With a signed link anyone holding it may download; without one, only the signed-in owner. */
  @Handles(FamilyExportOps.open)
  async open(ctx: RequestContext, { id, expires, signature }: OpenFamilyExportInput): Promise<FamilyExportArchivePiece[]> {
    const signed = expires !== undefined || signature !== undefined;
    if (signed && !(expires !== undefined && signature && this.links.isGenuine(id, expires, signature)))
      throw FamilyExportErrors.badSignature();
    if (!signed && !ctx.actor) throw FamilyExportErrors.signInNeeded();
    const found = await this.exports.createQueryBuilder('e').addSelect('e.archive').where('e.id = :id', { id }).getOne();
    // Another family's export is not found, rather than forbidden: its id says nothing.
    if (!found || (!signed && found.userId !== ctx.actor?.id)) throw FamilyExportErrors.notFound();
    if (signed && expires! * 1000 < Date.now()) throw FamilyExportErrors.expired();
    const view = this.viewOf(found);
    if (view.status === 'expired') throw FamilyExportErrors.expired();
    if (view.status === 'failed') throw FamilyExportErrors.failed();
    if (view.status === 'pending' || !found.archive) throw FamilyExportErrors.notReady();
    const fileName = `storystump-export-${found.readyAt!.toISOString().slice(0, 10)}.zip`;
    const pieces: FamilyExportArchivePiece[] = [];
    for (let at = 0; at < found.archive.length; at += PIECE_BYTES)
      pieces.push({ fileName, bytes: found.archive.subarray(at, at + PIECE_BYTES).toString('base64') });
    return pieces;
  }

  private viewOf(requested: FamilyExportEntity): FamilyExportView {
    const expired = requested.status === 'ready' && requested.expiresAt !== null && requested.expiresAt.getTime() <= Date.now();
    const status = expired ? 'expired' : requested.status;
    return {
      _id: requested.id,
      status,
      requestedAt: requested.requestedAt.toISOString(),
      readyAt: requested.readyAt?.toISOString() ?? null,
      expiresAt: requested.expiresAt?.toISOString() ?? null,
      downloadUrl: status === 'ready' ? this.links.pathOf(requested.id, requested.expiresAt!) : null,
    };
  }
}
