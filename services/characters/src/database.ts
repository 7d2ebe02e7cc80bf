import type { ServiceDatabase } from '@storystump/service-kit';
import { CharacterEntity } from './characters/character.entity.js';
import { InitialCharactersSchema1795378005164 } from './migrations/1795378005164-initial-characters-schema.js';
import { VisitEventIdsPerStation1795600000000 } from './migrations/1795600000000-visit-event-ids-per-station.js';
import { KnownStationPositions1795700000000 } from './migrations/1795700000000-known-station-positions.js';
import { VisitsPerStationIndex1795700000001 } from './migrations/1795700000001-visits-per-station-index.js';
import { ListPages1796200000000 } from './migrations/1796200000000-list-pages.js';
import { VisitHistoryChoice1796300000000 } from './migrations/1796300000000-visit-history-choice.js';
import { FamilyCharacterPages1806600000000 } from './migrations/1806600000000-family-character-pages.js';
import { Missions1806700000000 } from './migrations/1806700000000-missions.js';
import { MissionMailChoiceEntity } from './missions/mission-mail-choice.entity.js';
import { MissionProgressEntity } from './missions/mission-progress.entity.js';
import { MissionEntity } from './missions/mission.entity.js';
import { JourneyShares1806700000001 } from './migrations/1806700000001-journey-shares.js';
import { StumpClocks1807310000000 } from './migrations/1807310000000-stump-clocks.js';
import { CharacterSearchText1807400000000 } from './migrations/1807400000000-character-search-text.js';
import { SearchTrigramIndexes1807430000000 } from './migrations/1807430000000-search-trigram-indexes.js';
import { StationClockEntity } from './clocks/station-clock.entity.js';
import { JourneyShareEntity } from './journey-shares/journey-share.entity.js';
import { DeletedUserEntity } from './owners/deleted-user.entity.js';
import { KnownStationEntity } from './stations/known-station.entity.js';
import { CharacterTypeEntity } from './types/character-type.entity.js';
import { VisitEntity } from './visits/visit.entity.js';

export const charactersEntities = [
  CharacterTypeEntity,
  CharacterEntity,
  VisitEntity,
  KnownStationEntity,
  DeletedUserEntity,
  MissionEntity,
  MissionProgressEntity,
  MissionMailChoiceEntity,
  JourneyShareEntity,
  StationClockEntity,
];

export const charactersDatabase: ServiceDatabase = {
  schema: 'characters',
  entities: charactersEntities,
  migrations: [
    InitialCharactersSchema1795378005164,
    VisitEventIdsPerStation1795600000000,
    KnownStationPositions1795700000000,
    VisitsPerStationIndex1795700000001,
    ListPages1796200000000,
    VisitHistoryChoice1796300000000,
    FamilyCharacterPages1806600000000,
    Missions1806700000000,
    JourneyShares1806700000001,
    StumpClocks1807310000000,
    CharacterSearchText1807400000000,
    SearchTrigramIndexes1807430000000,
  ],
};
