import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DiaryOps, type DiaryView, type MissionProgressView, type RequestContext } from '@storystump/contracts';
import { Handles, requireActor } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { CharacterErrors } from '../characters/characters.errors.js';
import { StationHosts, countDistinctHosts } from '../hosts/station-hosts.js';
import { MissionEntity } from '../missions/mission.entity.js';
import { MissionProgressEntity } from '../missions/mission-progress.entity.js';
import { missionProgress } from '../missions/mission-rules.js';
import { ruleOf, takesPart } from '../missions/mission-view.js';
import { distanceTravelledKm, longestWeekStreak, visitsByMonth } from './diary-figures.js';
import { CHARACTER_VISITS_SQL, type DiaryVisit } from './diary-visit.js';

interface DiaryCharacter {
  id: string;
  serial_number: string;
  character_type: string;
  owner_id: string | null;
}

/** A character's diary, from every visit still linked to it: only its owner, or an admin, may read it. */
@Injectable()
export class DiaryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stationHosts: StationHosts,
  ) {}

  @Handles(DiaryOps.get)
  async get(ctx: RequestContext, input: { id: string }): Promise<DiaryView> {
    const actor = requireActor(ctx);
    const [character]: DiaryCharacter[] = await this.db.query(
      `SELECT c."id", c."serial_number", t."character_type", c."owner_id"
         FROM "characters"."characters" c JOIN "characters"."character_types" t ON t."id" = c."type_id"
        WHERE c."id" = $1`,
      [input.id],
    );
    // Someone else's character is not told apart from one that does not exist.
    if (!character || (actor.role !== 'admin' && character.owner_id !== actor.id)) throw CharacterErrors.notFound();
    const visits: DiaryVisit[] = await this.db.query(CHARACTER_VISITS_SQL, [character.id]);
    const stations = [...new Set(visits.map((visit) => visit.stationId))];
    const hostOf = await this.stationHosts.hostsOf(ctx, stations);
    return {
      character: { _id: character.id, serialNumber: character.serial_number, characterType: character.character_type },
      stumps: stations.length,
      hosts: countDistinctHosts(stations, hostOf),
      distanceKm: distanceTravelledKm(visits),
      firstVisitAt: visits[0]?.visitDate.toISOString() ?? null,
      latestVisitAt: visits[visits.length - 1]?.visitDate.toISOString() ?? null,
      longestWeekStreak: longestWeekStreak(visits),
      months: visitsByMonth(visits),
      missions: await this.missionsOf(character, visits, hostOf),
    };
  }

  /** Progress as the visits stand now; a mission once finished stays finished. */
  private async missionsOf(
    character: DiaryCharacter,
    visits: DiaryVisit[],
    hostOf: ReadonlyMap<string, string>,
  ): Promise<MissionProgressView[]> {
    const [missions, stored] = await Promise.all([
      this.db.getRepository(MissionEntity).find({ order: { createdAt: 'ASC', id: 'ASC' } }),
      this.db.getRepository(MissionProgressEntity).findBy({ characterId: character.id }),
    ]);
    const completedAt = new Map(stored.map((row) => [row.missionId, row.completedAt]));
    return missions
      .filter((mission) => takesPart(mission, character.character_type))
      .map((mission) => {
        const completed = completedAt.get(mission.id) ?? null;
        return {
          _id: mission.id,
          title: mission.title,
          description: mission.description,
          progress: completed ? mission.ruleCount : missionProgress(ruleOf(mission), visits, hostOf),
          goal: mission.ruleCount,
          completedAt: completed?.toISOString() ?? null,
          badge: mission.badge,
        };
      });
  }
}
