import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  IdentityEvents,
  PRIVACY_NOTICE_VERSION,
  UserOps,
  type LoginInput,
  type RegisterInput,
  type ParsedInputOf,
  type RequestContext,
  type Role,
  type TokenReply,
  type UserIdInput,
  type UserView,
} from '@storystump/contracts';
import {
  AuditTrail,
  DomainError,
  Handles,
  isUniqueViolation,
  keysetPage,
  Outbox,
  requireActor,
  requireAdmin,
  type KeysetPage,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import { AccountErasure, DELETED_USER } from '../deletions/account-erasure.js';
import { TokenSigner } from '../tokens/token-signer.service.js';
import { PasswordHasher } from './password-hasher.js';
import { USER_PAGES } from './user-pages.js';
import { UserEntity } from './user.entity.js';
import { toAccess, toUserView } from './user-view.js';
import { UserErrors } from './users.errors.js';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly signer: TokenSigner,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly erasure: AccountErasure,
  ) {}

  @Handles(UserOps.register)
  async register(_ctx: RequestContext, input: RegisterInput): Promise<TokenReply> {
    if (await this.findByEmail(input.email)) throw UserErrors.emailTaken();
    // The form says who an account is for and links the notice it accepts by registering.
    const user = await this.create(input.displayName, input.email, input.password, null, PRIVACY_NOTICE_VERSION);
    return { token: await this.signer.sign(user.id, user.sessionGeneration) };
  }

  @Handles(UserOps.login)
  async login(_ctx: RequestContext, input: LoginInput): Promise<TokenReply> {
    const user = await this.findByEmail(input.email);
    // Same answer, and the same work, for an unknown e-mail and a wrong password.
    if (!(await this.hasher.verify(user?.passwordHash, input.password)) || !user) {
      throw UserErrors.invalidCredentials();
    }
    return { token: await this.signer.sign(user.id, user.sessionGeneration, { deletionPending: !!user.deletionScheduledFor }) };
  }

  @Handles(UserOps.get)
  async get(ctx: RequestContext, { id }: UserIdInput): Promise<UserView> {
    const actor = requireActor(ctx);
    if (actor.id !== id && actor.role !== 'admin') throw UserErrors.notYours();
    return toUserView(await this.findOrFail(id));
  }

  @Handles(UserOps.list)
  async list(): Promise<UserView[]> {
    const users = await this.users.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return users.map(toUserView);
  }

  @Handles(UserOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof UserOps.listPage>): Promise<KeysetPage<UserView>> {
    return keysetPage(this.users.manager, USER_PAGES, input, async (ids) =>
      (await this.users.findBy({ id: In(ids) })).map(toUserView),
    );
  }

  @Handles(UserOps.promote)
  async promote(ctx: RequestContext, { id }: UserIdInput): Promise<UserView> {
    await this.requireAdminNow(ctx);
    return this.changeRole(id, 'admin', ctx);
  }

  @Handles(UserOps.demote)
  async demote(ctx: RequestContext, { id }: UserIdInput): Promise<UserView> {
    const actor = await this.requireAdminNow(ctx);
    if (actor.id === id) throw UserErrors.cannotDemoteSelf();
    return this.changeRole(id, null, ctx);
  }

  @Handles(UserOps.delete)
  async remove(ctx: RequestContext, { id }: UserIdInput): Promise<{ deleted: true }> {
    const actor = await this.requireAdminNow(ctx);
    if (actor.id === id) throw UserErrors.cannotDeleteSelf();
    return this.outbox.transaction(async (tx, emit) => {
      const user = await tx.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw UserErrors.notFound();
      await this.erasure.erase(tx, emit, user);
      // Erased accounts are not named in the audit log, not even by the admin who erased them.
      await this.audit.record(emit, ctx, {
        action: 'user.deleted',
        target: { type: 'user', id: DELETED_USER },
        summary: 'A user deleted, with everything every service held of them',
      });
      return { deleted: true as const };
    });
  }

  /**
   * Changes of power are decided on the role as stored now, not on the role the gateway saw a
   * moment ago: an admin demoted a second earlier cannot promote anyone (or undo the demotion).
   */
  private async requireAdminNow(ctx: RequestContext) {
    const actor = requireAdmin(ctx);
    const current = await this.users.findOneBy({ id: actor.id });
    if (current?.role !== 'admin') throw UserErrors.notAdminNow();
    return actor;
  }

  /** Who a token's subject is now: the gateway asks this, briefly cached, on every request. */
  @Handles(UserOps.access)
  async access(_ctx: RequestContext, { id }: UserIdInput) {
    return toAccess(await this.findOrFail(id));
  }

  /** Creates the admin from settings at start, or promotes the account if it exists. */
  async ensureAdmin(email: string, password: string, displayName: string): Promise<'created' | 'promoted' | 'unchanged'> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.role === 'admin') return 'unchanged';
      await this.changeRole(existing.id, 'admin');
      return 'promoted';
    }
    try {
      await this.create(displayName, email, password, 'admin');
    } catch (error) {
      // Another copy starting at the same moment made it first: it is there now.
      if (error instanceof DomainError && error.code === 'EMAIL_TAKEN') return this.ensureAdmin(email, password, displayName);
      throw error;
    }
    return 'created';
  }

  /** Every admin's address, for the mail other services send them. */
  @Handles(UserOps.adminEmails)
  async adminEmails(): Promise<string[]> {
    const admins = await this.users.find({ where: { role: 'admin' }, select: { email: true }, order: { email: 'ASC' } });
    return admins.map((admin) => admin.email);
  }

  private async changeRole(id: string, role: Role | null, ctx?: RequestContext): Promise<UserView> {
    const user = await this.findOrFail(id);
    if (user.role !== role) {
      user.role = role;
      await this.outbox.transaction(async (tx, emit) => {
        await tx.update(UserEntity, { id }, { role });
        const event = role === 'admin' ? IdentityEvents.userPromoted : IdentityEvents.userDemoted;
        await emit(event, { id, ...(role ? { role } : {}) });
        if (ctx)
          await this.audit.record(emit, ctx, {
            action: role === 'admin' ? 'user.promoted' : 'user.demoted',
            target: { type: 'user', id },
            summary: `${user.email} ${role === 'admin' ? 'made an admin' : 'is no longer an admin'}`,
          });
      });
    }
    return toUserView(user);
  }

  private async create(
    displayName: string,
    email: string,
    password: string,
    role: Role | null,
    noticeVersion: string | null = null,
  ): Promise<UserEntity> {
    const user = this.users.create({
      id: randomUUID(),
      displayName,
      email,
      passwordHash: await this.hasher.hash(password),
      role,
      sessionGeneration: 0,
      noticeVersion,
      noticeAcceptedAt: noticeVersion ? new Date() : null,
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      // Two registrations of one address at the same moment: the index decides.
      if (isUniqueViolation(error)) {
        throw UserErrors.emailTaken();
      }
      throw error;
    }
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  private async findOrFail(id: string): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw UserErrors.notFound();
    return user;
  }
}
