import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  HostOps,
  HostStationOps,
  type HostIdInput,
  type HostInput,
  type HostView,
  type RequestContext,
  type UpdateHostInput,
} from '@storystump/contracts';
import { Handles, RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { HostLinks } from './host-links.js';
import { HostEntity } from './host.entity.js';
import { HostErrors } from './hosts.errors.js';

/** The hosts of stumps the admins keep, each with a signed link to its portal. */
@Injectable()
export class HostsService {
  constructor(
    @InjectRepository(HostEntity) private readonly hosts: Repository<HostEntity>,
    private readonly links: HostLinks,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(HostOps.create)
  async create(ctx: RequestContext, input: HostInput): Promise<HostView> {
    await this.checkStationsExist(ctx, input.stationIds);
    const host = await this.hosts.save(
      this.hosts.create({ id: randomUUID(), name: input.name, email: input.email, stationIds: input.stationIds, linkVersion: 1 }),
    );
    return this.viewOf(host);
  }

  @Handles(HostOps.list)
  async list(): Promise<HostView[]> {
    const hosts = await this.hosts.find({ order: { name: 'ASC', id: 'ASC' } });
    return hosts.map((host) => this.viewOf(host));
  }

  @Handles(HostOps.update)
  async update(ctx: RequestContext, { id, ...input }: UpdateHostInput): Promise<HostView> {
    const host = await this.hostOf(id);
    await this.checkStationsExist(ctx, input.stationIds);
    Object.assign(host, { name: input.name, email: input.email, stationIds: input.stationIds });
    return this.viewOf(await this.hosts.save(host));
  }

  @Handles(HostOps.delete)
  async remove(ctx: RequestContext, { id }: HostIdInput): Promise<{ deleted: true }> {
    const { affected } = await this.hosts.delete({ id });
    if (!affected) throw HostErrors.notFound();
    return { deleted: true };
  }

  /** A new link: the version goes up in the same statement, so two replacements at once make two versions. */
  @Handles(HostOps.replaceLink)
  async replaceLink(ctx: RequestContext, { id }: HostIdInput): Promise<HostView> {
    const [rows] = await this.hosts.query<[Array<{ id: string }>, number]>(
      `UPDATE "analytics"."hosts" SET "link_version" = "link_version" + 1 WHERE "id" = $1 RETURNING "id"`,
      [id],
    );
    if (rows.length === 0) throw HostErrors.notFound();
    return this.viewOf(await this.hostOf(id));
  }

  private async hostOf(id: string): Promise<HostEntity> {
    const host = await this.hosts.findOneBy({ id });
    if (!host) throw HostErrors.notFound();
    return host;
  }

  private async checkStationsExist(ctx: RequestContext, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const now = new Date().toISOString();
    const found = await this.rpc.send(HostStationOps.figures.subject, ctx, { ids, from: now, to: now });
    const missing = ids.length - new Set(found.map((station) => station.stationId)).size;
    if (missing > 0) throw HostErrors.stationsNotFound(missing);
  }

  private viewOf(host: HostEntity): HostView {
    return {
      _id: host.id,
      name: host.name,
      email: host.email,
      stationIds: host.stationIds,
      portalUrl: this.links.portalUrlOf({ hostId: host.id, version: host.linkVersion }),
    };
  }
}
