import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, healthController, RpcModule } from '@storystump/service-kit';
import { CharactersHandler } from './characters/characters.handler.js';
import { CharactersService } from './characters/characters.service.js';
import { charactersDatabase } from './database.js';
import { OwnerReleases } from './owners/owner-releases.js';
import { StationCopies } from './stations/station-copies.js';
import { CharacterTypesHandler } from './types/character-types.handler.js';
import { CharacterTypesService } from './types/character-types.service.js';
import { DeviceVisitsService } from './visits/device-visits.service.js';
import { VisitsHandler } from './visits/visits.handler.js';
import { VisitsService } from './visits/visits.service.js';

@Module({
  imports: [DatabaseModule.forService(charactersDatabase), EventsModule, RpcModule.forCaller('characters')],
  controllers: [CharacterTypesHandler, CharactersHandler, VisitsHandler, healthController('characters')],
  providers: [CharacterTypesService, CharactersService, VisitsService, DeviceVisitsService, OwnerReleases, StationCopies],
})
export class AppModule {}
