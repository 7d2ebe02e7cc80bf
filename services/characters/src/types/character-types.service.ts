import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CharacterTypeOps, type AppendTypeInput, type CharacterTypeView, type RequestContext } from '@storystump/contracts';
import { AuditTrail, Handles, Outbox, isUniqueViolation } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { CharacterTypeEntity } from './character-type.entity.js';
import { toCharacterTypeView } from './character-type-view.js';
import { CharacterTypeErrors } from './character-types.errors.js';

/** Admins only, both ways: the encrypted codes are what the toys carry. */
@Injectable()
export class CharacterTypesService {
  constructor(
    @InjectRepository(CharacterTypeEntity) private readonly types: Repository<CharacterTypeEntity>,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
  ) {}

  @Handles(CharacterTypeOps.list)
  async list(): Promise<CharacterTypeView[]> {
    const types = await this.types.find({ order: { characterType: 'ASC', createdAt: 'ASC' } });
    return types.map(toCharacterTypeView);
  }

  @Handles(CharacterTypeOps.append)
  async append(ctx: RequestContext, input: AppendTypeInput): Promise<CharacterTypeView> {
    const type = this.types.create({
      id: randomUUID(),
      encryptedType: input.characterEncryptedType,
      characterType: input.characterType,
    });
    try {
      await this.outbox.transaction(async (tx, emit) => {
        await tx.insert(CharacterTypeEntity, type);
        // The encrypted code is what the toys carry: the log names the type only.
        await this.audit.record(emit, ctx, {
          action: 'characterType.created',
          target: { type: 'characterType', id: type.id },
          summary: `Character type ${input.characterType} added`,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'character_types_encrypted_type_key')) throw CharacterTypeErrors.encryptedTypeTaken();
      throw error;
    }
    return toCharacterTypeView(type);
  }
}
