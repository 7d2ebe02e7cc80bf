import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  JourneyShareOps,
  MAX_JOURNEY_CARD_DAYS,
  StationTownOps,
  type JourneyCardView,
  type JourneyShareLink,
  type JourneyShareView,
  type RequestContext,
  type ShareCharacterInput,
  type ShareTokenInput,
} from '@storystump/contracts';
import { Handles, requireActor, RpcClient } from '@storystump/service-kit';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { CharacterErrors } from '../characters/characters.errors.js';
import { JourneyShareEntity } from './journey-share.entity.js';
import { JourneyShareErrors } from './journey-shares.errors.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const viewOf = (share: JourneyShareEntity | null): JourneyShareView => ({
  shared: Boolean(share),
  sharedSince: share?.createdAt.toISOString() ?? null,
});

/** The stations visited on each day (UTC), newest day first. */
const DAYS_SQL = `
  SELECT to_char(v.visit_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, array_agg(DISTINCT v.station_id::text) AS stations
    FROM characters.visits v
   WHERE v.character_id = $1
   GROUP BY 1 ORDER BY 1 DESC LIMIT $2`;

/**
 * A character's journey card, shared by its family through a link they can replace or switch off.
 * The card names towns and days only: never a stump, a position or a time, so a stump near a
 * family's home is never pointed to. The link's token is 256 random bits, kept only as its hash.
 */
@Injectable()
export class JourneySharesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(JourneyShareOps.get)
  async get(ctx: RequestContext, { id }: ShareCharacterInput): Promise<JourneyShareView> {
    const ownerId = await this.ownerOf(ctx, id);
    return viewOf(await this.db.manager.findOneBy(JourneyShareEntity, { characterId: id, ownerId }));
  }

  @Handles(JourneyShareOps.share)
  async share(ctx: RequestContext, { id }: ShareCharacterInput): Promise<JourneyShareLink> {
    const ownerId = await this.ownerOf(ctx, id);
    const token = randomBytes(32).toString('base64url');
    const [row] = await this.db.query<Array<{ created_at: Date }>>(
      `INSERT INTO characters.journey_shares (character_id, owner_id, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (character_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, token_hash = EXCLUDED.token_hash, created_at = now()
       RETURNING created_at`,
      [id, ownerId, hashOf(token)],
    );
    return { shared: true, sharedSince: row!.created_at.toISOString(), path: `/share/${token}` };
  }

  @Handles(JourneyShareOps.stop)
  async stop(ctx: RequestContext, { id }: ShareCharacterInput): Promise<JourneyShareView> {
    await this.ownerOf(ctx, id);
    await this.db.manager.delete(JourneyShareEntity, { characterId: id });
    return viewOf(null);
  }

  @Handles(JourneyShareOps.card)
  async card(ctx: RequestContext, { token }: ShareTokenInput): Promise<JourneyCardView> {
    const [found] = await this.db.query<Array<{ character_id: string; name: string }>>(
      `SELECT s.character_id, t.character_type AS name
         FROM characters.journey_shares s
         JOIN characters.characters c ON c.id = s.character_id AND c.owner_id = s.owner_id
         JOIN characters.character_types t ON t.id = c.type_id
        WHERE s.token_hash = $1`,
      [hashOf(token)],
    );
    if (!found) throw JourneyShareErrors.noCard();
    const days = await this.db.query<Array<{ day: string; stations: string[] }>>(DAYS_SQL, [
      found.character_id,
      MAX_JOURNEY_CARD_DAYS,
    ]);
    const stationIds = [...new Set(days.flatMap((day) => day.stations))];
    const towns = stationIds.length
      ? new Map((await this.rpc.send(StationTownOps.of.subject, ctx, { stationIds })).map((row) => [row.stationId, row.town]))
      : new Map<string, string | null>();
    return {
      name: found.name,
      days: days.map(({ day, stations }) => ({
        day,
        towns: [...new Set(stations.map((station) => towns.get(station)).filter((town): town is string => Boolean(town)))].sort(),
      })),
    };
  }

  /** The signed-in owner of the character (an admin too may only share their own). */
  private async ownerOf(ctx: RequestContext, id: string): Promise<string> {
    const actor = requireActor(ctx);
    const character = await this.db.manager.findOne(CharacterEntity, { where: { id }, select: { id: true, ownerId: true } });
    if (!character) throw CharacterErrors.notFound();
    if (character.ownerId !== actor.id) throw JourneyShareErrors.notYours();
    return actor.id;
  }
}
