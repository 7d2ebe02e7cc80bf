import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  IdentityEvents,
  UserOps,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type RequestContext,
  type ResetPasswordInput,
  type TokenReply,
} from '@storystump/contracts';
import { Handles, Outbox, positiveInt, requireActor, SETTINGS, type Settings } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, type EntityManager, type Repository } from 'typeorm';
import { signOutEverywhere } from '../sessions/sign-out-everywhere.js';
import { TokenSigner } from '../tokens/token-signer.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { UserEntity } from '../users/user.entity.js';
import { UserErrors } from '../users/users.errors.js';
import { UsersService } from '../users/users.service.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { PasswordErrors } from './passwords.errors.js';
import { hashOfResetToken, newResetToken } from './reset-token.js';

/** Used and expired links are kept this long, so that following one says what became of it. */
const KEPT_AFTER_EXPIRY_MS = 24 * 3_600_000;

/**
 * A forgotten password reset through a link mailed to the account's address (valid
 * PASSWORD_RESET_MINUTES, once), and a password changed while signed in. Either ends every
 * other session of the account.
 */
@Injectable()
export class PasswordsService {
  /** PASSWORD_RESET_MINUTES: how long a mailed link works. */
  readonly resetValidityMinutes: number;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
    private readonly accounts: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly signer: TokenSigner,
    private readonly outbox: Outbox,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.resetValidityMinutes = positiveInt(settings.PASSWORD_RESET_MINUTES, 60, 'PASSWORD_RESET_MINUTES');
  }

  /**
   * The same answer whether the address has an account or not, and about the same work: the
   * token is made and the old links are swept either way; only a registered address is mailed.
   */
  @Handles(UserOps.forgotPassword)
  async forgotPassword(_ctx: RequestContext, { email }: ForgotPasswordInput): Promise<{ accepted: true }> {
    const token = newResetToken();
    const tokenHash = hashOfResetToken(token);
    const [user] = await Promise.all([this.accounts.findByEmail(email), this.sweep(this.resets.manager)]);
    if (user) {
      const expiresAt = new Date(Date.now() + this.resetValidityMinutes * 60_000);
      await this.outbox.transaction(async (tx, emit) => {
        await tx.insert(PasswordResetEntity, { id: randomUUID(), userId: user.id, tokenHash, expiresAt, usedAt: null });
        await emit(IdentityEvents.passwordResetRequested, {
          email: user.email,
          displayName: user.displayName,
          token,
          expiresAt: expiresAt.toISOString(),
        });
      });
    }
    return { accepted: true };
  }

  @Handles(UserOps.resetPassword)
  async resetPassword(_ctx: RequestContext, { token, password }: ResetPasswordInput): Promise<{ reset: true }> {
    const tokenHash = hashOfResetToken(token);
    // Checked before the password is hashed, so a dead link costs no hashing.
    this.requireUsable(await this.resets.findOneBy({ tokenHash }));
    const passwordHash = await this.hasher.hash(password);
    await this.outbox.transaction(async (tx, emit) => {
      // Locked, and checked again: two uses of one link at the same moment make one change.
      const reset = this.requireUsable(
        await tx.findOne(PasswordResetEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } }),
      );
      await tx.update(UserEntity, { id: reset.userId }, { passwordHash });
      await this.retireLinks(tx, reset.userId);
      await signOutEverywhere(tx, emit, reset.userId);
    });
    return { reset: true };
  }

  /** This session goes on with the token answered; every other one of the account ends. */
  @Handles(UserOps.changePassword)
  async changePassword(ctx: RequestContext, { currentPassword, newPassword }: ChangePasswordInput): Promise<TokenReply> {
    const actor = requireActor(ctx);
    const user = await this.users.findOneBy({ id: actor.id });
    if (!user) throw UserErrors.notFound();
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) throw PasswordErrors.wrongCurrentPassword();
    const passwordHash = await this.hasher.hash(newPassword);
    const generation = await this.outbox.transaction(async (tx, emit) => {
      await tx.update(UserEntity, { id: user.id }, { passwordHash });
      await this.retireLinks(tx, user.id);
      return signOutEverywhere(tx, emit, user.id);
    });
    return { token: await this.signer.sign(user.id, generation) };
  }

  private requireUsable(reset: PasswordResetEntity | null): PasswordResetEntity {
    if (!reset) throw PasswordErrors.unknownLink();
    if (reset.usedAt) throw PasswordErrors.usedLink();
    if (reset.expiresAt.getTime() <= Date.now()) throw PasswordErrors.expiredLink(this.validityText());
    return reset;
  }

  private validityText(): string {
    const minutes = this.resetValidityMinutes;
    if (minutes === 60) return 'an hour';
    return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }

  /** Links mailed before a password was set set none any more. */
  private async retireLinks(tx: EntityManager, userId: string): Promise<void> {
    await tx.update(PasswordResetEntity, { userId, usedAt: IsNull() }, { usedAt: new Date() });
  }

  private async sweep(manager: EntityManager): Promise<void> {
    await manager.delete(PasswordResetEntity, { expiresAt: LessThan(new Date(Date.now() - KEPT_AFTER_EXPIRY_MS)) });
  }
}
