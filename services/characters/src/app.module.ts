import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  JobsModule,
  RpcModule,
  SETTINGS,
  healthController,
  operationHandlers,
  type Settings,
} from '@storystump/service-kit';
import { CHARACTERS_CONFIG, readCharactersConfig } from './characters-config.js';
import { CharacterClaimsService } from './claims/character-claims.service.js';
import { ClaimCodes } from './claims/claim-codes.js';
import { CharactersService } from './characters/characters.service.js';
import { charactersDatabase } from './database.js';
import { CollectionService } from './diary/collection.service.js';
import { DiaryService } from './diary/diary.service.js';
import { MissionMailsService } from './missions/mission-mails.service.js';
import { MissionProgress } from './missions/mission-progress.js';
import { MissionsService } from './missions/missions.service.js';
import { CharactersFamilyDataService } from './family-export/characters-family-data.service.js';
import { StationHosts } from './hosts/station-hosts.js';
import { JourneySharesService } from './journey-shares/journey-shares.service.js';
import { OwnerReleases } from './owners/owner-releases.js';
import { VisitRetention } from './retention/visit-retention.js';
import { VisitRetentionFactsService } from './retention/visit-retention-facts.js';
import { VisitRetentionProcessor } from './retention/visit-retention.processor.js';
import { StationCopies } from './stations/station-copies.js';
import { CharacterTypesService } from './types/character-types.service.js';
import { DeviceVisitsService } from './visits/device-visits.service.js';
import { DriftingClocksService } from './clocks/drifting-clocks.service.js';
import { VisitedPlacesService } from './visits/visited-places.service.js';
import { VisitsService } from './visits/visits.service.js';

@Module({
  imports: [DatabaseModule.forService(charactersDatabase), JobsModule, EventsModule, RpcModule.forCaller('characters')],
  controllers: [
    ...operationHandlers(
      CharactersService,
      CharacterClaimsService,
      CharacterTypesService,
      VisitsService,
      VisitedPlacesService,
      DeviceVisitsService,
      DriftingClocksService,
      VisitRetentionFactsService,
      CharactersFamilyDataService,
      DiaryService,
      CollectionService,
      MissionsService,
      MissionMailsService,
      JourneySharesService,
    ),
    healthController('characters'),
  ],
  providers: [
    JourneySharesService,
    CharacterTypesService,
    CharactersService,
    CharacterClaimsService,
    ClaimCodes,
    VisitsService,
    VisitedPlacesService,
    DeviceVisitsService,
    DriftingClocksService,
    CharactersFamilyDataService,
    DiaryService,
    CollectionService,
    MissionsService,
    MissionMailsService,
    MissionProgress,
    StationHosts,
    OwnerReleases,
    StationCopies,
    VisitRetention,
    VisitRetentionProcessor,
    VisitRetentionFactsService,
    { provide: CHARACTERS_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readCharactersConfig(settings) },
  ],
})
export class AppModule {}
