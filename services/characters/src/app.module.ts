import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, RpcModule, healthController, operationHandlers } from '@storystump/service-kit';
import { CharactersService } from './characters/characters.service.js';
import { charactersDatabase } from './database.js';
import { OwnerReleases } from './owners/owner-releases.js';
import { StationCopies } from './stations/station-copies.js';
import { CharacterTypesService } from './types/character-types.service.js';
import { DeviceVisitsService } from './visits/device-visits.service.js';
import { VisitedPlacesService } from './visits/visited-places.service.js';
import { VisitsService } from './visits/visits.service.js';

@Module({
  imports: [DatabaseModule.forService(charactersDatabase), EventsModule, RpcModule.forCaller('characters')],
  controllers: [
    ...operationHandlers(CharactersService, CharacterTypesService, VisitsService, VisitedPlacesService, DeviceVisitsService),
    healthController('characters'),
  ],
  providers: [
    CharacterTypesService,
    CharactersService,
    VisitsService,
    VisitedPlacesService,
    DeviceVisitsService,
    OwnerReleases,
    StationCopies,
  ],
})
export class AppModule {}
