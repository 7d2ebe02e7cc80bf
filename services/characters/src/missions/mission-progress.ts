import { Injectable } from '@nestjs/common';
import { CharactersEvents, type VisitsRecordedEvent } from '@storystump/contracts';
import { ConsumesEvent, Outbox, type Emit } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CHARACTER_VISITS_SQL, type DiaryVisit } from '../diary/diary-visit.js';
import { StationHosts } from '../hosts/station-hosts.js';
import { MissionEntity } from './mission.entity.js';
import { MissionProgressEntity } from './mission-progress.entity.js';
import { missionProgress } from './mission-rules.js';
import { ruleOf, takesPart } from './mission-view.js';

interface VisitingCharacter {
  id: string;
  serial_number: string;
  character_type: string;
  owner_email: string | null;
  owner_display_name: string | null;
  /** The family wants the mails (no choice made: yes). */
  send: boolean;
}

/**
 * Each character's progress on the missions, brought up to date as its visits arrive. A mission
 * is finished once: its completion is kept (and announced, for the family's mail) the first
 * time the goal is reached, whatever happens to the visits after.
 */
@Injectable()
export class MissionProgress {
  constructor(
    private readonly outbox: Outbox,
    private readonly stationHosts: StationHosts,
  ) {}

  @ConsumesEvent(CharactersEvents.visitsRecorded, { name: 'progress-missions' })
  async visitsRecorded(event: VisitsRecordedEvent, tx: EntityManager): Promise<void> {
    const characters: VisitingCharacter[] = await tx.query(
      `SELECT DISTINCT c."id", c."serial_number", t."character_type", c."owner_email", c."owner_display_name",
              COALESCE(m."send", true) AS "send"
         FROM "characters"."visits" v
         JOIN "characters"."characters" c ON c."id" = v."character_id"
         JOIN "characters"."character_types" t ON t."id" = c."type_id"
         LEFT JOIN "characters"."mission_mail_choices" m ON m."owner_id" = c."owner_id"
        WHERE v."id" = ANY($1::uuid[])`,
      [event.visits.map((visit) => visit.id)],
    );
    if (!characters.length) return;
    const missions = await tx.find(MissionEntity);
    if (!missions.length) return;
    const emit = this.outbox.emitterIn(tx);
    for (const character of characters) await this.bringUpToDate(tx, emit, character, missions);
  }

  private async bringUpToDate(tx: EntityManager, emit: Emit, character: VisitingCharacter, missions: MissionEntity[]) {
    const taking = missions.filter((mission) => takesPart(mission, character.character_type));
    if (!taking.length) return;
    const visits: DiaryVisit[] = await tx.query(CHARACTER_VISITS_SQL, [character.id]);
    const stations = [...new Set(visits.map((visit) => visit.stationId))];
    const hostOf = await this.stationHosts.hostsOf({ requestId: randomUUID() }, stations);
    const known = new Map(
      (
        await tx
          .createQueryBuilder(MissionProgressEntity, 'p')
          .setLock('pessimistic_write')
          .where('p.characterId = :id', { id: character.id })
          .getMany()
      ).map((row) => [row.missionId, row]),
    );
    const now = new Date();
    for (const mission of taking) {
      const progress = missionProgress(ruleOf(mission), visits, hostOf);
      const before = known.get(mission.id);
      const finishedNow = !before?.completedAt && progress >= mission.ruleCount;
      if (before && before.progress === progress && !finishedNow) continue;
      await tx.upsert(
        MissionProgressEntity,
        {
          characterId: character.id,
          missionId: mission.id,
          progress,
          completedAt: before?.completedAt ?? (finishedNow ? now : null),
        },
        ['characterId', 'missionId'],
      );
      if (!finishedNow) continue;
      await emit(CharactersEvents.missionCompleted, {
        characterId: character.id,
        characterType: character.character_type,
        serialNumber: character.serial_number,
        mission: { id: mission.id, title: mission.title, badge: mission.badge },
        completedAt: now.toISOString(),
        family:
          character.send && character.owner_email
            ? { email: character.owner_email, displayName: character.owner_display_name ?? '' }
            : null,
      });
    }
  }
}
