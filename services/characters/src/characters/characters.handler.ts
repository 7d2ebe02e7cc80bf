import { Controller } from '@nestjs/common';
import { CharactersSubjects, type AssignCharacterInput, type CreateCharacterInput, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { CharactersService } from './characters.service.js';

@Controller()
export class CharactersHandler {
  constructor(private readonly characters: CharactersService) {}

  @Handles(CharactersSubjects.create)
  create({ ctx, input }: Envelope<CreateCharacterInput>) {
    return this.characters.create(ctx, input);
  }

  @Handles(CharactersSubjects.listAll)
  listAll({ ctx }: Envelope<unknown>) {
    return this.characters.listAll(ctx);
  }

  @Handles(CharactersSubjects.listMine)
  listMine({ ctx }: Envelope<unknown>) {
    return this.characters.listMine(ctx);
  }

  @Handles(CharactersSubjects.assign)
  assign({ ctx, input }: Envelope<AssignCharacterInput>) {
    return this.characters.assign(ctx, input);
  }
}
