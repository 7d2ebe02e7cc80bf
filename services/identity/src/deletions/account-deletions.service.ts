import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_DELETION_GRACE_DAYS,
  IdentityEvents,
  UserOps,
  type RequestContext,
  type RequestDeletionInput,
  type ScheduledDeletion,
  type TokenReply,
} from '@storystump/contracts';
import { Handles, Outbox, positiveInt, requireActor, SETTINGS, type Settings } from '@storystump/service-kit';
import type { Repository } from 'typeorm';
import { signOutEverywhere } from '../sessions/sign-out-everywhere.js';
import { TokenSigner } from '../tokens/token-signer.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { UserEntity } from '../users/user.entity.js';
import { UserErrors } from '../users/users.errors.js';
import { DeletionErrors } from './deletions.errors.js';

const DAY_MS = 86_400_000;

/**
 * A family deletes its own account: confirmed with the password, it is erased once
 * DELETION_GRACE_DAYS have passed (see DueErasures), and until then it can be cancelled. Asking
 * signs out everywhere, so every session after it is one issued for a pending deletion.
 */
@Injectable()
export class AccountDeletionsService {
  /** DELETION_GRACE_DAYS: how long a requested deletion waits, and can be cancelled. */
  readonly graceDays: number;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly signer: TokenSigner,
    private readonly outbox: Outbox,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.graceDays = positiveInt(settings.DELETION_GRACE_DAYS, DEFAULT_DELETION_GRACE_DAYS, 'DELETION_GRACE_DAYS');
  }

  @Handles(UserOps.requestDeletion)
  async requestDeletion(ctx: RequestContext, { password }: RequestDeletionInput): Promise<ScheduledDeletion> {
    const user = await this.users.findOneBy({ id: requireActor(ctx).id });
    if (!user) throw UserErrors.notFound();
    if (!(await this.hasher.verify(user.passwordHash, password))) throw DeletionErrors.wrongPassword();
    // Asked again while pending (a session from before it): the date first set stands.
    const scheduledFor = user.deletionScheduledFor ?? new Date(Date.now() + this.graceDays * DAY_MS);
    await this.outbox.transaction(async (tx, emit) => {
      await tx.update(UserEntity, { id: user.id }, { deletionScheduledFor: scheduledFor });
      await signOutEverywhere(tx, emit, user.id);
      await emit(IdentityEvents.deletionScheduled, {
        email: user.email,
        displayName: user.displayName,
        scheduledFor: scheduledFor.toISOString(),
      });
    });
    return { scheduledFor: scheduledFor.toISOString() };
  }

  /** This session goes on, without the pending deletion's limits, with the token answered; every other one ends. */
  @Handles(UserOps.cancelDeletion)
  async cancelDeletion(ctx: RequestContext): Promise<TokenReply> {
    const userId = requireActor(ctx).id;
    const generation = await this.outbox.transaction(async (tx, emit) => {
      const user = await tx.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw UserErrors.notFound();
      if (!user.deletionScheduledFor) throw DeletionErrors.notScheduled();
      await tx.update(UserEntity, { id: userId }, { deletionScheduledFor: null });
      return signOutEverywhere(tx, emit, userId);
    });
    return { token: await this.signer.sign(userId, generation) };
  }
}
