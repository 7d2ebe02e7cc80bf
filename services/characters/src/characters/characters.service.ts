import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CharacterOps,
  UserOps,
  type AdminCharacterView,
  type AssignCharacterInput,
  type CharacterView,
  type CreateCharacterInput,
  type ParsedInputOf,
  type RequestContext,
  type SetHistoryInput,
} from '@storystump/contracts';
import {
  AuditTrail,
  Handles,
  keysetPage,
  Outbox,
  RpcClient,
  isUniqueViolation,
  requireActor,
  type KeysetPage,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { IsNull, type Repository } from 'typeorm';
import { DeletedUserEntity } from '../owners/deleted-user.entity.js';
import { lockOwner } from '../owners/owner-lock.js';
import { CharacterTypeEntity } from '../types/character-type.entity.js';
import { CharacterTypeErrors } from '../types/character-types.errors.js';
import { CHARACTER_PAGES } from './character-pages.js';
import { characterViewFieldsOf } from './character-view-fields.js';
import { MY_CHARACTER_PAGES, ownedBy } from './my-character-pages.js';
import { CharacterEntity } from './character.entity.js';
import { ClaimCodes } from '../claims/claim-codes.js';
import { toAdminCharacterView, toCharacterView, type CharacterViewFields, type CharacterWithType } from './character-view.js';
import { CharacterErrors } from './characters.errors.js';

@Injectable()
export class CharactersService {
  constructor(
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    @InjectRepository(CharacterTypeEntity) private readonly types: Repository<CharacterTypeEntity>,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly rpc: RpcClient,
    private readonly codes: ClaimCodes,
  ) {}

  private adminView(character: CharacterViewFields): AdminCharacterView {
    return toAdminCharacterView(character, this.codes.of(character.serialNumber));
  }

  @Handles(CharacterOps.create)
  async create(ctx: RequestContext, input: CreateCharacterInput): Promise<AdminCharacterView> {
    const type = await this.types.findOneBy({ encryptedType: input.encryptedCharacterType });
    if (!type) throw CharacterTypeErrors.unknownEncryptedType();
    const character = this.characters.create({
      id: randomUUID(),
      serialNumber: input.serialNumber,
      typeId: type.id,
      ownerId: null,
      ownerDisplayName: null,
      ownerEmail: null,
      keepHistory: true,
      assignedAt: null,
      createdAt: new Date(),
    });
    try {
      await this.outbox.transaction(async (tx, emit) => {
        await tx.insert(CharacterEntity, character);
        await this.audit.record(emit, ctx, {
          action: 'character.created',
          target: { type: 'character', id: character.id },
          summary: `Character ${input.serialNumber} (${type.characterType}) created`,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'characters_serial_number_key')) throw CharacterErrors.serialTaken(input.serialNumber);
      throw error;
    }
    return this.adminView({ ...character, type });
  }

  /** Every character, newest first: the admin's list. */
  @Handles(CharacterOps.listAll)
  async listAll(): Promise<AdminCharacterView[]> {
    const characters = await this.characters.find({ relations: { type: true }, order: { createdAt: 'DESC', id: 'ASC' } });
    return characters.map((character) => this.adminView(character as CharacterWithType));
  }

  @Handles(CharacterOps.listAllPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof CharacterOps.listAllPage>): Promise<KeysetPage<AdminCharacterView>> {
    return keysetPage(this.characters.manager, CHARACTER_PAGES, input, async (ids) =>
      (await characterViewFieldsOf(this.characters.manager, ids)).map((character) => this.adminView(character)),
    );
  }

  /** The asking user's own characters, in the order they were given. */
  @Handles(CharacterOps.listMine)
  async listMine(ctx: RequestContext): Promise<CharacterView[]> {
    const actor = requireActor(ctx);
    const characters = await this.characters.find({
      where: { ownerId: actor.id },
      relations: { type: true },
      order: { assignedAt: 'ASC', id: 'ASC' },
    });
    return characters.map((character) => toCharacterView(character as CharacterWithType));
  }

  /** A page of the asking user's own characters, newest first unless sorted otherwise. */
  @Handles(CharacterOps.listMinePage)
  myPage(ctx: RequestContext, input: ParsedInputOf<typeof CharacterOps.listMinePage>): Promise<KeysetPage<CharacterView>> {
    const actor = requireActor(ctx);
    return keysetPage(
      this.characters.manager,
      MY_CHARACTER_PAGES,
      input,
      async (ids) => (await characterViewFieldsOf(this.characters.manager, ids, actor.id)).map(toCharacterView),
      { filters: [ownedBy(actor.id)] },
    );
  }

  /** Its owner keeps its history of visits, or pauses it: from now on its visits are only counted at their stumps. */
  @Handles(CharacterOps.setHistory)
  async setHistory(ctx: RequestContext, input: SetHistoryInput): Promise<CharacterView> {
    const actor = requireActor(ctx);
    const character = await this.characters.findOne({ where: { id: input.id }, relations: { type: true } });
    if (!character) throw CharacterErrors.notFound();
    if (character.ownerId !== actor.id) throw CharacterErrors.historyNotYours();
    if (character.keepHistory !== input.keep) {
      await this.characters.update({ id: character.id }, { keepHistory: input.keep });
      character.keepHistory = input.keep;
    }
    return toCharacterView(character as CharacterWithType);
  }

  /** Only an unassigned character, and only to a user identity knows. */
  @Handles(CharacterOps.assign)
  async assign(ctx: RequestContext, input: AssignCharacterInput): Promise<CharacterView> {
    const user = await this.rpc.send(UserOps.get.subject, ctx, { id: input.userId });
    return this.outbox.transaction(async (tx, emit) => {
      await lockOwner(tx, user._id);
      if (await tx.existsBy(DeletedUserEntity, { id: user._id })) throw CharacterErrors.userDeleted();
      const result = await tx.update(
        CharacterEntity,
        { serialNumber: input.serialNumber, ownerId: IsNull() },
        { ownerId: user._id, ownerDisplayName: user.displayName, ownerEmail: user.email, assignedAt: new Date() },
      );
      if (!result.affected) {
        const exists = await tx.existsBy(CharacterEntity, { serialNumber: input.serialNumber });
        throw exists ? CharacterErrors.alreadyOwned(input.serialNumber) : CharacterErrors.noSuchSerial(input.serialNumber);
      }
      const character = await tx.findOneOrFail(CharacterEntity, {
        where: { serialNumber: input.serialNumber },
        relations: { type: true },
      });
      await this.audit.record(emit, ctx, {
        action: 'character.assigned',
        target: { type: 'character', id: character.id },
        summary: `Character ${input.serialNumber} given to ${user.email}`,
      });
      return toCharacterView(character as CharacterWithType);
    });
  }
}
