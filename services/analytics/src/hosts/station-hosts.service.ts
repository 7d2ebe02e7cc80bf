import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  HostOps,
  type StationContacts,
  type StationContactsInput,
  type StationHost,
  type StationHostsInput,
  type RequestContext,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import type { Repository } from 'typeorm';
import { HostEntity } from './host.entity.js';

/** Who hosts a station, asked by the services that count hosts (characters) or mail them (marketing). */
@Injectable()
export class StationHostsService {
  constructor(@InjectRepository(HostEntity) private readonly hosts: Repository<HostEntity>) {}

  @Handles(HostOps.ofStations)
  async ofStations(_ctx: RequestContext, { stationIds }: StationHostsInput): Promise<StationHost[]> {
    if (stationIds.length === 0) return [];
    return this.hosts.query(
      `SELECT DISTINCT ON (s."id") s."id" AS "stationId", h."id" AS "hostId"
         FROM "analytics"."hosts" h CROSS JOIN LATERAL unnest(h."station_ids") AS s("id")
        WHERE s."id" = ANY($1::uuid[])
        ORDER BY s."id", h."created_at", h."id"`,
      [stationIds],
    );
  }

  @Handles(HostOps.contactsOf)
  async contactsOf(_ctx: RequestContext, { stationId }: StationContactsInput): Promise<StationContacts> {
    const rows: Array<{ email: string }> = await this.hosts.query(
      `SELECT "email" FROM "analytics"."hosts" WHERE $1::uuid = ANY("station_ids") ORDER BY "created_at", "id"`,
      [stationId],
    );
    return { emails: [...new Set(rows.map((row) => row.email))] };
  }
}
