import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  HostOps,
  HostStationOps,
  previousRange,
  type HostBadgeFigures,
  type HostPortal,
  type HostPortalInput,
  type HostReport,
  type HostReportsInput,
  type HostTokenInput,
  type RequestContext,
} from '@storystump/contracts';
import { Handles, RpcClient } from '@storystump/service-kit';
import type { Repository } from 'typeorm';
import { hostPortalOf, monthRange, shown } from './host-figures.js';
import { HostLinks } from './host-links.js';
import { HostEntity } from './host.entity.js';
import { HostErrors } from './hosts.errors.js';

type Range = { startDate: string; endDate: string };

/** The first moment of a day and the first moment after another, UTC. */
const spanOf = ({ startDate, endDate }: Range) => ({
  from: `${startDate}T00:00:00.000Z`,
  to: new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000).toISOString(),
});

const DAYS = `
  SELECT "station_id" AS "stationId", to_char("day", 'YYYY-MM-DD') AS "day", "visits"
    FROM "analytics"."footfall_days" WHERE "station_id" = ANY($1::uuid[]) AND "day" BETWEEN $2::date AND $3::date`;
const PREVIOUS = `
  SELECT "station_id" AS "stationId", sum("visits")::int AS "visits"
    FROM "analytics"."footfall_days" WHERE "station_id" = ANY($1::uuid[]) AND "day" BETWEEN $2::date AND $3::date
   GROUP BY "station_id"`;
const HOURS = `
  SELECT extract(hour FROM "hour" AT TIME ZONE 'UTC')::int AS "hour", sum("visits")::int AS "visits"
    FROM "analytics"."footfall_hours" WHERE "station_id" = ANY($1::uuid[]) AND "hour" >= $2::timestamptz AND "hour" < $3::timestamptz
   GROUP BY 1`;
const WEEKDAYS = `
  SELECT extract(isodow FROM "day")::int AS "isoWeekday", sum("visits")::int AS "visits"
    FROM "analytics"."footfall_days" WHERE "station_id" = ANY($1::uuid[]) AND "day" BETWEEN $2::date AND $3::date
   GROUP BY 1`;

/** What a host sees of its own stumps, by its link's token: never another host's, never a family, character or serial. */
@Injectable()
export class HostPortalService {
  constructor(
    @InjectRepository(HostEntity) private readonly hosts: Repository<HostEntity>,
    private readonly links: HostLinks,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(HostOps.portal)
  async portal(ctx: RequestContext, { token, startDate, endDate }: HostPortalInput): Promise<HostPortal> {
    return this.portalOf(ctx, await this.hostOfToken(token), { startDate, endDate });
  }

  @Handles(HostOps.badge)
  async badge(ctx: RequestContext, { token }: HostTokenInput): Promise<HostBadgeFigures> {
    const host = await this.hostOfToken(token);
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const stations = await this.stationsOf(ctx, host, { from: `${month}-01T00:00:00.000Z`, to: now.toISOString() });
    return { month, storiesPlayed: shown(stations.reduce((total, station) => total + station.storiesPlayed, 0)) };
  }

  /** Every host's figures of a month, for the monthly mail. */
  @Handles(HostOps.monthlyReports)
  async *monthlyReports(ctx: RequestContext, { month }: HostReportsInput): AsyncGenerator<HostReport[]> {
    const hosts = await this.hosts.find({ order: { id: 'ASC' } });
    for (const host of hosts) {
      const link = { hostId: host.id, version: host.linkVersion };
      yield [
        {
          hostId: host.id,
          name: host.name,
          email: host.email,
          portalUrl: this.links.portalUrlOf(link),
          portal: await this.portalOf(ctx, host, monthRange(month)),
        },
      ];
    }
  }

  private async hostOfToken(token: string): Promise<HostEntity> {
    const link = this.links.read(token);
    const host = link && (await this.hosts.findOneBy({ id: link.hostId }));
    if (!link || !host || host.linkVersion !== link.version) throw HostErrors.linkNotValid();
    return host;
  }

  private stationsOf(ctx: RequestContext, host: HostEntity, span: { from: string; to: string }) {
    return this.rpc.send(HostStationOps.figures.subject, ctx, { ids: host.stationIds, ...span });
  }

  private async portalOf(ctx: RequestContext, host: HostEntity, range: Range): Promise<HostPortal> {
    const stations = await this.stationsOf(ctx, host, spanOf(range));
    // Only stations the devices service still has: a deleted one is no longer the host's.
    const ids = stations.map((station) => station.stationId);
    const before = previousRange(range);
    const span = spanOf(range);
    const [days, previous, hours, weekdays] = await Promise.all([
      this.hosts.query(DAYS, [ids, range.startDate, range.endDate]),
      this.hosts.query(PREVIOUS, [ids, before.startDate, before.endDate]),
      this.hosts.query(HOURS, [ids, span.from, span.to]),
      this.hosts.query(WEEKDAYS, [ids, range.startDate, range.endDate]),
    ]);
    return hostPortalOf({ hostName: host.name, range, stations, days, previous, hours, weekdays });
  }
}
