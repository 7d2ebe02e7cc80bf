import { Controller } from '@nestjs/common';
import { CharactersSubjects, type AppendTypeInput, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { CharacterTypesService } from './character-types.service.js';

@Controller()
export class CharacterTypesHandler {
  constructor(private readonly types: CharacterTypesService) {}

  @Handles(CharactersSubjects.listTypes)
  list({ ctx }: Envelope<unknown>) {
    return this.types.list(ctx);
  }

  @Handles(CharactersSubjects.appendType)
  append({ ctx, input }: Envelope<AppendTypeInput>) {
    return this.types.append(ctx, input);
  }
}
