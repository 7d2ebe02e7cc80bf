import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CharactersEvents,
  DeviceOps,
  DeviceVisit,
  VisitOps,
  type DeviceVisitResult,
  type DeviceVisitsInput,
  type DeviceVisitsReply,
  type RequestContext,
} from '@storystump/contracts';
import { Handles, Outbox, RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CHARACTERS_CONFIG, type CharactersConfig } from '../characters-config.js';
import { correctedTime, inSeconds, readClock, type ClockReading } from '../clocks/clock-correction.js';
import { rememberClock } from '../clocks/station-clocks.js';
import { rememberStation } from '../stations/station-copies.js';

/** A stump's clock may be a little off; a visit further ahead than this, or before its station was added by more, is refused. */
const CLOCK_TOLERANCE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Accepted {
  index: number;
  /** Its time corrected for the stump's clock. */
  visit: DeviceVisit;
  /** The stump's own reading of its time, when it was corrected. */
  reportedAt: string | null;
}

const rejected = (index: number, eventId: string | null, code: string, message: string): DeviceVisitResult => ({
  index,
  eventId,
  status: 'rejected',
  error: { code, message },
});

/** The characters a batch names, by their serial numbers (`$1`). */
export const CHARACTERS_OF_SERIALS = `
  SELECT c."id", c."serial_number", c."keep_history", t."character_type"
    FROM "characters"."characters" c JOIN "characters"."character_types" t ON t."id" = c."type_id"
   WHERE c."serial_number" = ANY($1)`;

const eventIdOf = (item: unknown): string | null => {
  const id = (item as { eventId?: unknown } | null)?.eventId;
  return typeof id === 'string' ? id.slice(0, 64) : null;
};

/**
 * Visits a stump reports, recorded at its key's station. Each carries the stump's own event id:
 * a batch sent again after a lost answer finds its visits recorded and gets the same answers.
 */
@Injectable()
export class DeviceVisitsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rpc: RpcClient,
    private readonly outbox: Outbox,
    @Inject(CHARACTERS_CONFIG) private readonly config: CharactersConfig,
  ) {}

  @Handles(VisitOps.recordDevice)
  async record(ctx: RequestContext, input: DeviceVisitsInput): Promise<DeviceVisitsReply> {
    // The gateway resolved the stump's key (and forgets it when it is revoked); asked only when a caller did not.
    const { baseStation: station } =
      ctx.device?.identity ?? (await this.rpc.send(DeviceOps.authenticate.subject, ctx, undefined));
    const receivedAt = new Date();
    const clock = readClock(input.sentAt, receivedAt);
    const results: DeviceVisitResult[] = new Array(input.visits.length);
    const accepted = this.check(input.visits, results, Date.parse(station.createdAt), clock, receivedAt.getTime());

    const serials = [...new Set(accepted.map(({ visit }) => visit.serialNumber))];
    const known: { id: string; serial_number: string; character_type: string; keep_history: boolean }[] = serials.length
      ? await this.db.query(CHARACTERS_OF_SERIALS, [serials])
      : [];
    const bySerial = new Map(known.map((character) => [character.serial_number, character]));

    const rows: {
      index: number;
      id: string;
      characterId: string | null;
      visit: DeviceVisit;
      reportedAt: string | null;
      characterType: string;
    }[] = [];
    for (const { index, visit, reportedAt } of accepted) {
      const character = bySerial.get(visit.serialNumber);
      if (!character) {
        results[index] = rejected(
          index,
          visit.eventId,
          'CHARACTER_NOT_FOUND',
          `No character has the serial number "${visit.serialNumber}"`,
        );
        continue;
      }
      // A character whose history is paused: the visit is counted at its stump, not linked to it.
      const characterId = character.keep_history ? character.id : null;
      rows.push({ index, id: randomUUID(), characterId, visit, reportedAt, characterType: character.character_type });
    }

    // The new visits and their event commit together: the footfall counted elsewhere never misses one.
    await this.outbox.transaction(async (tx, emit) => {
      await rememberStation(tx, { id: station._id, baseId: station.base_id, friendlyName: station.friendly_name });
      if (clock) await rememberClock(tx, station._id, clock, receivedAt);
      if (!rows.length) return;
      const inserted: { id: string }[] = await tx.query(
        `INSERT INTO "characters"."visits"
           ("id", "character_id", "station_id", "station_base_id", "station_name", "visit_date", "event_id",
            "reported_at", "clock_offset_seconds")
         SELECT id, character_id, $3, $4, $5, visit_date, event_id, reported_at,
                CASE WHEN reported_at IS NOT NULL THEN $9::int END
           FROM unnest($1::uuid[], $2::uuid[], $6::timestamptz[], $7::uuid[], $8::timestamptz[])
             AS t(id, character_id, visit_date, event_id, reported_at)
         ON CONFLICT ("station_id", "event_id") DO NOTHING
         RETURNING "id"`,
        [
          rows.map((row) => row.id),
          rows.map((row) => row.characterId),
          station._id,
          station.base_id,
          station.friendly_name,
          rows.map((row) => row.visit.occurredAt),
          rows.map((row) => row.visit.eventId),
          rows.map((row) => row.reportedAt),
          clock ? inSeconds(clock.shiftMs) : null,
        ],
      );
      // An event id seen before, in an earlier batch or earlier in this one, is not inserted again.
      const fresh = new Set(inserted.map((row) => row.id));
      if (fresh.size) {
        await emit(CharactersEvents.visitsRecorded, {
          station: { id: station._id, baseId: station.base_id, name: station.friendly_name },
          visits: rows
            .filter((row) => fresh.has(row.id))
            .map((row) => ({ id: row.id, occurredAt: new Date(row.visit.occurredAt).toISOString() })),
        });
      }
      const earlier = await this.earlierVisits(
        tx,
        station._id,
        rows.filter((row) => !fresh.has(row.id)).map((row) => row.visit.eventId),
      );
      for (const row of rows) {
        const recorded = fresh.has(row.id);
        const before = earlier.get(row.visit.eventId);
        results[row.index] = {
          index: row.index,
          eventId: row.visit.eventId,
          status: recorded ? 'recorded' : 'duplicate',
          visitId: recorded ? row.id : (before?.id ?? row.id),
          characterType: recorded ? row.characterType : (before?.character_type ?? row.characterType),
        };
      }
    });
    return {
      recorded: results.filter((result) => result.status === 'recorded').length,
      duplicates: results.filter((result) => result.status === 'duplicate').length,
      rejected: results.filter((result) => result.status === 'rejected').length,
      results,
    };
  }

  /** Validates each item on its own, its time corrected for the stump's clock. */
  private check(
    items: unknown[],
    results: DeviceVisitResult[],
    stationAddedAt: number,
    clock: ClockReading | null,
    receivedAt: number,
  ): Accepted[] {
    const accepted: Accepted[] = [];
    const maxAgeDays = this.config.visitMaxAgeDays;
    const latest = receivedAt + CLOCK_TOLERANCE_MS;
    const earliest = stationAddedAt - CLOCK_TOLERANCE_MS;
    const oldest = receivedAt - maxAgeDays * DAY_MS;
    items.forEach((item, index) => {
      const parsed = DeviceVisit.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'visit';
        results[index] = rejected(index, eventIdOf(item), 'VALIDATION_FAILED', `${field} ${issue?.message ?? 'is not valid'}`);
        return;
      }
      const { occurredAt, reportedAt } = correctedTime(parsed.data.occurredAt, clock);
      const visit = { ...parsed.data, occurredAt };
      if (Date.parse(visit.occurredAt) > latest) {
        results[index] = rejected(index, visit.eventId, 'VALIDATION_FAILED', 'occurredAt is in the future');
        return;
      }
      if (Date.parse(visit.occurredAt) < earliest) {
        results[index] = rejected(index, visit.eventId, 'VALIDATION_FAILED', 'occurredAt is before the base station was added');
        return;
      }
      if (Date.parse(visit.occurredAt) < oldest) {
        results[index] = rejected(index, visit.eventId, 'VALIDATION_FAILED', `occurredAt is more than ${maxAgeDays} days ago`);
        return;
      }
      accepted.push({ index, visit, reportedAt });
    });
    return accepted;
  }

  /** The visits a station recorded under these event ids before. */
  private async earlierVisits(tx: EntityManager, stationId: string, eventIds: string[]) {
    if (!eventIds.length) return new Map<string, { id: string; character_type: string | null }>();
    // A visit unlinked from its character since has no type to tell: the one sent again is told.
    const rows: { id: string; event_id: string; character_type: string | null }[] = await tx.query(
      `SELECT v."id", v."event_id", t."character_type"
         FROM "characters"."visits" v
         LEFT JOIN "characters"."characters" c ON c."id" = v."character_id"
         LEFT JOIN "characters"."character_types" t ON t."id" = c."type_id"
        WHERE v."station_id" = $1 AND v."event_id" = ANY($2::uuid[])`,
      [stationId, eventIds],
    );
    return new Map(rows.map((row) => [row.event_id, row]));
  }
}
