import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DevicesEvents,
  FIRMWARE_BUCKET,
  VersionOps,
  type DownloadGrant,
  type DownloadLinkReply,
  type IdInput,
  type OpenDownloadInput,
  type ParsedInputOf,
  type RecordVersionInput,
  type RequestContext,
  type SigningKeyReply,
  type TagInput,
  type VersionView,
} from '@storystump/contracts';
import {
  AuditTrail,
  Handles,
  keysetPage,
  ObjectBuckets,
  Outbox,
  SETTINGS,
  type Settings,
  isForeignKeyViolation,
  isUniqueViolation,
  positiveInt,
  requireAdmin,
  type KeysetPage,
} from '@storystump/service-kit';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { VERSION_PAGES } from './version-pages.js';
import { ApiKeyEntity } from '../apikeys/api-key.entity.js';
import { ACTIVE_ROLLOUT_STATUSES, RolloutEntity } from '../rollouts/rollout.entity.js';
import { DownloadLinks } from './download-links.js';
import { MANIFEST_FORMAT, ManifestSigner } from './manifest-signer.js';
import { VersionEntity } from './version.entity.js';
import { VersionErrors } from './versions.errors.js';

export const toVersionView = (version: VersionEntity): VersionView => ({
  _id: version.id,
  tag: version.tag,
  uploadedAt: version.uploadedAt.toISOString(),
  size: version.size,
  sha256: version.sha256,
});

@Injectable()
export class VersionsService {
  private readonly logger = new Logger(VersionsService.name);
  /** How long a download link works (DOWNLOAD_LINK_SECONDS). */
  readonly linkLifetimeSeconds: number;

  constructor(
    @InjectRepository(VersionEntity) private readonly versions: Repository<VersionEntity>,
    private readonly outbox: Outbox,
    private readonly links: DownloadLinks,
    private readonly signer: ManifestSigner,
    private readonly buckets: ObjectBuckets,
    private readonly audit: AuditTrail,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.linkLifetimeSeconds = positiveInt(settings.DOWNLOAD_LINK_SECONDS, 600, 'DOWNLOAD_LINK_SECONDS');
  }

  @Handles(VersionOps.list)
  async list(): Promise<VersionView[]> {
    const versions = await this.versions.find({ order: { uploadedAt: 'DESC', id: 'ASC' } });
    return versions.map(toVersionView);
  }

  @Handles(VersionOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof VersionOps.listPage>): Promise<KeysetPage<VersionView>> {
    return keysetPage(this.versions.manager, VERSION_PAGES, input, async (ids) =>
      (await this.versions.findBy({ id: In(ids) })).map(toVersionView),
    );
  }

  /** Asked before the upload is stored, so a taken tag costs no storage. */
  @Handles(VersionOps.checkTag)
  async checkTag(ctx: RequestContext, { tag }: TagInput): Promise<{ available: true }> {
    requireAdmin(ctx);
    if (await this.versions.existsBy({ tag })) throw VersionErrors.tagTaken(tag);
    return { available: true };
  }

  /** The gateway has checked and stored the zip under `id`; its manifest is signed here. */
  @Handles(VersionOps.record)
  async record(ctx: RequestContext, input: RecordVersionInput): Promise<VersionView> {
    requireAdmin(ctx);
    const version = this.versions.create({ ...input, signature: this.signer.sign(input) });
    try {
      await this.outbox.transaction(async (tx, emit) => {
        await tx.insert(VersionEntity, version);
        await this.audit.record(emit, ctx, {
          action: 'version.uploaded',
          target: { type: 'version', id: input.id },
          summary: `Version ${input.tag} uploaded (${input.size} bytes)`,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'versions_tag_key')) throw VersionErrors.tagTaken(input.tag);
      throw error;
    }
    return toVersionView(await this.versions.findOneByOrFail({ id: input.id }));
  }

  /** Refused while an active key has it; revoked keys let go of it. The zip leaves the bucket after the commit. */
  @Handles(VersionOps.delete)
  async remove(ctx: RequestContext, { id }: IdInput): Promise<{ deleted: true }> {
    const version = await this.outbox.transaction(async (tx, emit) => {
      const found = await tx.findOne(VersionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw VersionErrors.notFound();
      const active = await tx.countBy(ApiKeyEntity, { assignedVersionId: id, revokedAt: IsNull() });
      if (active) throw VersionErrors.assigned(active);
      const inRollout = await tx.existsBy(RolloutEntity, { versionId: id, status: In([...ACTIVE_ROLLOUT_STATUSES]) });
      if (inRollout) throw VersionErrors.inRollout();
      await tx.update(ApiKeyEntity, { assignedVersionId: id, revokedAt: Not(IsNull()) }, { assignedVersionId: null });
      try {
        await tx.delete(VersionEntity, { id });
      } catch (error) {
        if (isForeignKeyViolation(error, 'FK_api_keys_assigned_version')) throw VersionErrors.assigned(1);
        throw error;
      }
      await emit(DevicesEvents.versionDeleted, { id, tag: found.tag });
      await this.audit.record(emit, ctx, {
        action: 'version.deleted',
        target: { type: 'version', id },
        summary: `Version ${found.tag} deleted`,
      });
      return found;
    });
    await this.buckets.delete(FIRMWARE_BUCKET, id).catch((error: unknown) => {
      this.logger.warn(`Version ${version.tag} is deleted but its zip stays in the bucket: ${String(error)}`);
    });
    return { deleted: true };
  }

  @Handles(VersionOps.downloadLink)
  async downloadLink(ctx: RequestContext, { id }: IdInput): Promise<DownloadLinkReply> {
    if (!(await this.versions.existsBy({ id }))) throw VersionErrors.notFound();
    return this.links.issue(id, this.linkLifetimeSeconds);
  }

  /** The link is the permission: checked here, where its secret is. */
  @Handles(VersionOps.openDownload)
  async openDownload(_ctx: RequestContext, input: OpenDownloadInput): Promise<DownloadGrant> {
    if (!this.links.isValid(input.id, input.expires, input.signature)) throw VersionErrors.linkInvalid();
    const version = await this.versions.findOneBy({ id: input.id });
    if (!version) throw VersionErrors.notFound();
    return { id: version.id, tag: version.tag, size: version.size, sha256: version.sha256 };
  }

  @Handles(VersionOps.signingKey)
  signingKey(): SigningKeyReply {
    return { alg: 'Ed25519', publicKeyPem: this.signer.publicKeyPem, manifestFormat: MANIFEST_FORMAT };
  }
}
