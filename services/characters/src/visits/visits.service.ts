import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CharactersEvents,
  DEFAULT_VISITS_PAGE,
  StationOps,
  VisitOps,
  type AddVisitInput,
  type ListVisitsInput,
  type RequestContext,
  type VisitsPage,
  type VisitView,
} from '@storystump/contracts';
import {
  AuditTrail,
  decodeMomentCursor,
  encodeMomentCursor,
  Handles,
  momentCursorSql,
  Outbox,
  RpcClient,
  type MomentPosition,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { CharacterErrors } from '../characters/characters.errors.js';
import { rememberStation } from '../stations/station-copies.js';
import { VisitEntity } from './visit.entity.js';
import { ALL_VISITS_SQL, VISIT_COUNT_SQL, visitPageSql } from './visit-queries.js';
import { toVisitView, type VisitRow } from './visit-view.js';
import { characterWithReadableVisits } from './visits-access.js';
import { VisitErrors } from './visits.errors.js';

@Injectable()
export class VisitsService {
  constructor(
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly rpc: RpcClient,
  ) {}

  /** An admin records a visit now, at a station devices knows. */
  @Handles(VisitOps.add)
  async add(ctx: RequestContext, input: AddVisitInput): Promise<VisitView> {
    const station = await this.rpc.send(StationOps.get.subject, ctx, { id: input.baseStationId });
    const character = await this.characters.findOneBy({ serialNumber: input.serialNumber });
    if (!character) throw CharacterErrors.noSuchSerial(input.serialNumber);
    const visit: VisitRow = {
      id: randomUUID(),
      station_id: station._id,
      station_base_id: station.base_id,
      station_name: station.friendly_name,
      visit_date: new Date(),
      current_name: station.friendly_name,
      station_deleted_at: null,
    };
    await this.outbox.transaction(async (tx, emit) => {
      await tx.insert(VisitEntity, {
        id: visit.id,
        characterId: character.keepHistory ? character.id : null,
        stationId: station._id,
        stationBaseId: station.base_id,
        stationName: station.friendly_name,
        visitDate: visit.visit_date,
        eventId: null,
      });
      await rememberStation(tx, {
        id: station._id,
        baseId: station.base_id,
        friendlyName: station.friendly_name,
        position: { latitude: station.latitude, longitude: station.longitude },
      });
      await emit(CharactersEvents.visitsRecorded, {
        station: { id: station._id, baseId: station.base_id, name: station.friendly_name },
        visits: [{ id: visit.id, occurredAt: visit.visit_date.toISOString() }],
      });
      await this.audit.record(emit, ctx, {
        action: 'visit.added',
        target: { type: 'visit', id: visit.id },
        summary: `Visit of ${input.serialNumber} at ${station.base_id} recorded`,
      });
    });
    return toVisitView(visit);
  }

  /** Every visit, newest first (a page of them is `page`'s). */
  @Handles(VisitOps.list)
  async list(ctx: RequestContext, input: ListVisitsInput): Promise<VisitView[]> {
    const character = await characterWithReadableVisits(this.characters, ctx, input.id);
    const rows: VisitRow[] = await this.db.query(ALL_VISITS_SQL, [character.id]);
    return rows.map(toVisitView);
  }

  /** A page of visits, newest first, keyset on (visit_date, id); only the owner's own characters, or any for an admin. */
  @Handles(VisitOps.listPage)
  async page(ctx: RequestContext, input: ListVisitsInput): Promise<VisitsPage> {
    const character = await characterWithReadableVisits(this.characters, ctx, input.id);
    const limit = input.limit ?? DEFAULT_VISITS_PAGE;
    const params: unknown[] = [character.id, limit + 1];
    const after = input.cursor
      ? decodeMomentCursor(input.cursor)
      : input.before
        ? await this.positionOf(character.id, input.before)
        : null;
    if (after) params.push(after.moment, after.id);
    const [rows, counted] = await Promise.all([
      this.db.query<(VisitRow & { moment: string })[]>(visitPageSql({ older: after !== null }), params),
      this.db.query<{ total: number }[]>(VISIT_COUNT_SQL, [character.id]),
    ]);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toVisitView),
      next: rows.length > limit && last ? encodeMomentCursor({ moment: last.moment, id: last.id }) : null,
      total: counted[0]!.total,
      totalIsEstimated: false,
    };
  }

  /** `before` is a visit's _id (exact, for paging) or a date and time (everything older). */
  private async positionOf(characterId: string, before: string): Promise<MomentPosition> {
    if (!/^[0-9a-f]{8}-/i.test(before))
      return { moment: new Date(before).toISOString(), id: '00000000-0000-0000-0000-000000000000' };
    const found = await this.db.query<MomentPosition[]>(
      `SELECT ${momentCursorSql('"visit_date"')} AS "moment", "id" FROM "characters"."visits" WHERE "id" = $1 AND "character_id" = $2`,
      [before, characterId],
    );
    if (!found[0]) throw VisitErrors.cursorNotFound();
    return found[0];
  }
}
