import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CharactersEvents,
  StationOps,
  VisitOps,
  type AddVisitInput,
  type ListVisitsInput,
  type RequestContext,
  type VisitView,
} from '@storystump/contracts';
import { AuditTrail, Handles, Outbox, RpcClient, requireActor } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { CharacterErrors } from '../characters/characters.errors.js';
import { rememberStation } from '../stations/station-copies.js';
import { VisitEntity } from './visit.entity.js';
import { toVisitView, type VisitRow } from './visit-view.js';
import { VisitErrors } from './visits.errors.js';

const VISIT_COLUMNS = `v."id", v."station_id", v."station_base_id", v."station_name", v."visit_date",
  s."friendly_name" AS "current_name", s."deleted_at" AS "station_deleted_at"`;

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
        characterId: character.id,
        stationId: station._id,
        stationBaseId: station.base_id,
        stationName: station.friendly_name,
        visitDate: visit.visit_date,
        eventId: null,
      });
      await rememberStation(tx, { id: station._id, baseId: station.base_id, friendlyName: station.friendly_name });
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

  /** Newest first, a page at a time; only the owner's own characters, or any for an admin. */
  @Handles(VisitOps.list)
  async list(ctx: RequestContext, input: ListVisitsInput): Promise<VisitView[]> {
    const actor = requireActor(ctx);
    const character = await this.characters.findOne({ where: { id: input.id }, select: { id: true, ownerId: true } });
    if (!character) throw CharacterErrors.notFound();
    if (actor.role !== 'admin' && character.ownerId !== actor.id) throw CharacterErrors.notYours();
    const params: unknown[] = [character.id, input.limit];
    let after = '';
    if (input.before) {
      const cursor = await this.cursorOf(character.id, input.before);
      params.push(cursor.visitDate, cursor.id);
      after = `AND (v."visit_date", v."id") < ($3, $4)`;
    }
    const rows: VisitRow[] = await this.db.query(
      `SELECT ${VISIT_COLUMNS}
         FROM "characters"."visits" v
         LEFT JOIN "characters"."known_stations" s ON s."id" = v."station_id"
        WHERE v."character_id" = $1 ${after}
        ORDER BY v."visit_date" DESC, v."id" DESC
        LIMIT $2`,
      params,
    );
    return rows.map(toVisitView);
  }

  /** `before` is a visit's _id (exact, for paging) or a date and time (everything older). */
  private async cursorOf(characterId: string, before: string): Promise<{ visitDate: Date; id: string }> {
    if (!/^[0-9a-f]{8}-/i.test(before)) return { visitDate: new Date(before), id: '00000000-0000-0000-0000-000000000000' };
    const visit = await this.db
      .getRepository(VisitEntity)
      .findOne({ where: { id: before, characterId }, select: { id: true, visitDate: true } });
    if (!visit) throw VisitErrors.cursorNotFound();
    return { visitDate: visit.visitDate, id: visit.id };
  }
}
