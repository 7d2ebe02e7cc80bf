import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CharacterOps, UserOps, type CharacterView, type ClaimCharacterInput, type RequestContext } from '@storystump/contracts';
import { Handles, RpcClient, requireActor, searchedAs } from '@storystump/service-kit';
import { IsNull, type Repository } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { toCharacterView, type CharacterWithType } from '../characters/character-view.js';
import { CharacterErrors } from '../characters/characters.errors.js';
import { DeletedUserEntity } from '../owners/deleted-user.entity.js';
import { lockOwner } from '../owners/owner-lock.js';
import { ClaimCodes } from './claim-codes.js';
import { ClaimErrors } from './claims.errors.js';

/** At most this many serial numbers differ from a typed one only in case. */
const CASE_VARIANTS = 10;

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A family adds the character they bought with the serial number and claim code in its box. */
@Injectable()
export class CharacterClaimsService {
  constructor(
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    private readonly codes: ClaimCodes,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(CharacterOps.claim)
  async claim(ctx: RequestContext, { serialNumber, claimCode }: ClaimCharacterInput): Promise<CharacterView> {
    const actor = requireActor(ctx);
    // The serial number in any case (the code decides which character it is), as the trigram index serves it.
    const candidates = await this.characters
      .createQueryBuilder('character')
      .innerJoinAndSelect('character.type', 'type')
      .where(searchedAs('character.serial_number', ':pattern'), { pattern: likePattern(serialNumber) })
      .limit(CASE_VARIANTS)
      .getMany();
    const character = candidates.find((candidate) => this.codes.matches(candidate.serialNumber, claimCode));
    if (!character) throw ClaimErrors.noMatch();
    if (character.ownerId === actor.id) throw ClaimErrors.alreadyYours(toCharacterView(character as CharacterWithType).name);
    if (character.ownerId) throw ClaimErrors.ownedByAnother();
    const user = await this.rpc.send(UserOps.get.subject, ctx, { id: actor.id });
    return this.characters.manager.transaction(async (tx) => {
      await lockOwner(tx, user._id);
      if (await tx.existsBy(DeletedUserEntity, { id: user._id })) throw CharacterErrors.userDeleted();
      const result = await tx.update(
        CharacterEntity,
        { id: character.id, ownerId: IsNull() },
        { ownerId: user._id, ownerDisplayName: user.displayName, ownerEmail: user.email, assignedAt: new Date() },
      );
      // Someone else's claim, or an admin's assignment, came first.
      if (!result.affected) throw ClaimErrors.ownedByAnother();
      const claimed = await tx.findOneOrFail(CharacterEntity, { where: { id: character.id }, relations: { type: true } });
      return toCharacterView(claimed as CharacterWithType);
    });
  }
}
