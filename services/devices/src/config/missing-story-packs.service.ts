import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FleetOps, MAX_MISSING_PACKS_LISTED, type MissingPacksReply, type RequestContext } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/**
 * Each station's pack is its own value, else the defaults' (the effective configuration). Stations
 * whose stump never said what it holds are counted apart: not known to miss anything.
 */
const MISSING_PACKS = `
  WITH wanted AS (
    SELECT b.id, b.base_id, b.friendly_name, s.story_packs, s.story_packs_at,
      COALESCE(c.overrides ->> 'storyPack', d.config ->> 'storyPack') AS story_pack
    FROM devices.base_stations b
    CROSS JOIN devices.config_defaults d
    LEFT JOIN devices.station_configs c ON c.station_id = b.id
    LEFT JOIN devices.station_status s ON s.station_id = b.id
    WHERE d.id = 1),
  missing AS (
    SELECT * FROM wanted WHERE story_packs IS NOT NULL AND NOT (story_pack = ANY (story_packs)))
  SELECT
    (SELECT count(*)::int FROM missing) AS missing,
    (SELECT count(*)::int FROM wanted WHERE story_packs IS NULL) AS unknown,
    COALESCE((SELECT json_agg(m ORDER BY m.story_packs_at, m.id) FROM (
      SELECT id, base_id, friendly_name, story_pack, story_packs, story_packs_at FROM missing
      ORDER BY story_packs_at, id LIMIT $1) m), '[]') AS stations`;

interface MissingRow {
  id: string;
  base_id: string;
  friendly_name: string;
  story_pack: string;
  story_packs: string[];
  story_packs_at: string;
}

/** The stations whose stump does not hold the story pack its configuration asks for, for the Fleet tab. */
@Injectable()
export class MissingStoryPacksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(FleetOps.missingStoryPacks)
  async list(_ctx: RequestContext): Promise<MissingPacksReply> {
    const [row] = await this.db.query<{ missing: number; unknown: number; stations: MissingRow[] }[]>(MISSING_PACKS, [
      MAX_MISSING_PACKS_LISTED,
    ]);
    return {
      missing: row!.missing,
      unknown: row!.unknown,
      stations: row!.stations.map((station) => ({
        baseStationId: station.id,
        base_id: station.base_id,
        friendly_name: station.friendly_name,
        storyPack: station.story_pack,
        storyPacks: station.story_packs,
        reportedAt: new Date(station.story_packs_at).toISOString(),
      })),
    };
  }
}
