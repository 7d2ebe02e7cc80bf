import { FamilyExportOps, type FamilyExportEventPayloads } from './family-export.js';
import { z } from 'zod';
import { contractOf, listOperation, operation, operations, pagedQuery, pageOperation } from './operation.js';
import { pageQueryDescriptions, paging } from './paging.js';
import { emailAddress, NoInput, password, requiredText, uuid } from './fields.js';
import { RoleSchema, type Role } from './context.js';
import { done, id, moment } from './reply-fields.js';
import { PASSWORD_MIN_LENGTH } from './limits.js';

/** How many changes the audit route answers without paging parameters. */
const DEFAULT_AUDIT_LIST = 50;
import { AuditEntryView, AuditQuery } from './audit.js';
import { AcceptNoticeInput, Consent, IdentityPrivacyOps } from './privacy.js';

export const IdentityEvents = {
  userDeleted: 'identity.events.user.deleted',
  userPromoted: 'identity.events.user.promoted',
  userDemoted: 'identity.events.user.demoted',
  tokenRevoked: 'identity.events.token.revoked',
  /** Every session of the user ended at once (a password reset or change): tokens issued before are refused. */
  userSignedOut: 'identity.events.user.signed-out',
  /** A registered address asked to reset its password: marketing mails it the link. */
  passwordResetRequested: 'identity.events.password-reset.requested',
  /** A family asked for its account to be deleted after the grace period: marketing mails how to cancel. */
  deletionScheduled: 'identity.events.deletion.scheduled',
} as const;

/** How long a family has to change its mind before its account is erased, unless `DELETION_GRACE_DAYS` says otherwise. */
export const DEFAULT_DELETION_GRACE_DAYS = 14;

export const IdentityQueues = {
  /** Erases the accounts whose grace period has ended. */
  eraseDueAccounts: 'identity.erase-due-accounts',
} as const;

export interface IdentityQueuePayloads {
  [IdentityQueues.eraseDueAccounts]: Record<string, never>;
}

export const RegisterInput = z.object({
  displayName: requiredText(60),
  email: emailAddress(),
  password: password(PASSWORD_MIN_LENGTH),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: requiredText(254),
  password: password(1),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const UserIdInput = z.object({ id: uuid() });

export const ForgotPasswordInput = z.object({ email: emailAddress() });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z.object({
  token: requiredText(200),
  password: password(PASSWORD_MIN_LENGTH),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const ChangePasswordInput = z.object({
  currentPassword: password(1),
  newPassword: password(PASSWORD_MIN_LENGTH),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const RequestDeletionInput = z.object({ password: password(1) });
export type RequestDeletionInput = z.infer<typeof RequestDeletionInput>;

/** When a requested deletion happens, unless it is cancelled first. */
export const ScheduledDeletion = z.object({ scheduledFor: moment() });
export type ScheduledDeletion = z.infer<typeof ScheduledDeletion>;

/** The session token to end; identity checks it is the asking user's own. */
export const RevokeTokenInput = z.object({ token: z.string().min(1).max(4096) });
export type RevokeTokenInput = z.infer<typeof RevokeTokenInput>;
export type UserIdInput = z.infer<typeof UserIdInput>;

/** The user as the API shows it; `role` is absent for ordinary users. */
export const UserView = z.object({
  _id: id(),
  displayName: z.string(),
  email: z.string(),
  role: RoleSchema.optional(),
  /** Present while the account is scheduled for deletion. */
  deletion: ScheduledDeletion.optional(),
});
export type UserView = z.infer<typeof UserView>;

/** The signed-in user's own view: with the privacy notice they accepted (null: none yet). */
export const MeView = UserView.extend({ consent: Consent.nullable() });
export type MeView = z.infer<typeof MeView>;

export const TokenReply = z.object({ token: z.string().describe('A session token: send it as `Authorization: Bearer <token>`') });
export type TokenReply = z.infer<typeof TokenReply>;

/** Who a token's subject is now: what the gateway checks, and the user's own view for /users/me. */
export const AccessReply = z.object({
  id: id(),
  role: RoleSchema.optional(),
  view: MeView,
  /** Tokens carrying an older session generation (`gen`) were signed out: the gateway refuses them. */
  sessionGeneration: z.number().int().min(0),
});
export type AccessReply = z.infer<typeof AccessReply>;

export const VerificationKeyReply = z.object({
  alg: z.literal('EdDSA'),
  kid: z.string(),
  /** SPKI PEM of the public key that verifies identity's tokens. */
  publicKeyPem: z.string(),
  issuer: z.string(),
});
export type VerificationKeyReply = z.infer<typeof VerificationKeyReply>;

/** A token ended before its time (logout), until it would have expired anyway. */
export const RevokedToken = z.object({ tokenId: z.string(), expiresAt: moment() });
export type RevokedToken = z.infer<typeof RevokedToken>;

/**
 * The account is gone (an admin deleted it, or its grace period ended): every service erases
 * what it holds of the family. `email` lets services that keep addresses find theirs; it travels
 * only inside the event stream and is never logged.
 */
export interface UserDeletedEvent {
  id: string;
  deletedAt: string;
  /** Absent only in events published before addresses travelled with them. */
  email?: string;
}

/** The mail telling a family its account will be deleted, and how to cancel. */
export interface DeletionScheduledEvent {
  email: string;
  displayName: string;
  scheduledFor: string;
}

/** Every session of the user ended: tokens of a generation below `sessionGeneration` are refused. */
export interface UserSignedOutEvent {
  id: string;
  sessionGeneration: number;
}

/** The mail's content only: the link's token is never logged, and only its hash is stored. */
export interface PasswordResetRequestedEvent {
  email: string;
  displayName: string;
  token: string;
  expiresAt: string;
}

export interface UserRoleChangedEvent {
  id: string;
  role?: Role;
}

export const UserPaging = paging({
  sorts: ['email', 'name', 'created'],
  defaultSort: 'created',
  searches: "a user's e-mail and name",
});
const UserListQuery = pagedQuery(z.object({}), UserPaging);

export const AuditPaging = paging({
  sorts: ['at'],
  defaultSort: '-at',
  searches: "the change's summary, action and admin's e-mail",
});
const AuditFilters = AuditQuery.pick({ before: true, actor: true, type: true });
const AuditListQuery = pagedQuery(AuditFilters, AuditPaging);

export const UserOps = operations('identity', 'users', {
  register: operation(RegisterInput, TokenReply, {
    method: 'POST',
    path: 'auth/register',
    access: 'public',
    summary: 'Create an account and sign in',
    tag: 'auth',
    status: 201,
    rateLimits: ['register'],
    body: RegisterInput,
  }),
  login: operation(LoginInput, TokenReply, {
    method: 'POST',
    path: 'auth/login',
    access: 'public',
    summary: 'Sign in with e-mail and password; answers a bearer token',
    tag: 'auth',
    status: 200,
    rateLimits: ['login', 'loginFromAddress'],
    ignoresIdempotencyKey: true,
    body: LoginInput,
  }),
  forgotPassword: operation(ForgotPasswordInput, done('accepted'), {
    method: 'POST',
    path: 'auth/forgot-password',
    access: 'public',
    summary: 'Mail a link to reset the password to this address, if it has an account; the answer is the same either way',
    tag: 'auth',
    status: 202,
    rateLimits: ['forgotPassword', 'forgotPasswordFromAddress'],
    body: ForgotPasswordInput,
  }),
  resetPassword: operation(ResetPasswordInput, done('reset'), {
    method: 'POST',
    path: 'auth/reset-password',
    access: 'public',
    summary: "Set a new password with a mailed link's token (once, within its hour); every session of the account ends",
    tag: 'auth',
    status: 200,
    rateLimits: ['forgotPasswordFromAddress'],
    body: ResetPasswordInput,
  }),
  changePassword: operation(ChangePasswordInput, TokenReply, {
    method: 'PUT',
    path: 'users/me/password',
    access: 'user',
    summary: "Change the signed-in user's password; every other session ends, and this one goes on with the token answered",
    tag: 'users',
    rateLimits: ['passwordChange'],
    ignoresIdempotencyKey: true,
    body: ChangePasswordInput,
    forgets: { accessOfCaller: true },
  }),
  acceptNotice: operation(AcceptNoticeInput, MeView, {
    method: 'POST',
    path: 'users/me/consent',
    access: 'user',
    summary: 'Accept the privacy notice of this version (the current one); the account records which and when',
    tag: 'users',
    status: 200,
    body: AcceptNoticeInput,
    forgets: { accessOfCaller: true },
  }),
  requestDeletion: operation(RequestDeletionInput, ScheduledDeletion, {
    method: 'POST',
    path: 'users/me/deletion',
    access: 'user',
    summary:
      'Schedule the signed-in account for deletion after the grace period (its password confirms it); every session ends, and the address is mailed how to cancel',
    tag: 'users',
    status: 202,
    rateLimits: ['passwordChange'],
    ignoresIdempotencyKey: true,
    body: RequestDeletionInput,
    forgets: { accessOfCaller: true },
  }),
  cancelDeletion: operation(NoInput, TokenReply, {
    method: 'POST',
    path: 'users/me/deletion/cancel',
    access: 'user',
    summary: "Cancel the account's scheduled deletion; every other session ends, and this one goes on with the token answered",
    tag: 'users',
    status: 200,
    ignoresIdempotencyKey: true,
    openDuringDeletion: true,
    forgets: { accessOfCaller: true },
  }),
  get: operation(UserIdInput, UserView),
  list: listOperation(UserListQuery.optional(), UserView, {
    method: 'GET',
    path: 'users',
    access: 'admin',
    summary: 'Every user (admin); a page of them with any of limit, cursor, q, sort',
    tag: 'users',
    query: UserListQuery,
    queryDescriptions: pageQueryDescriptions(UserPaging),
  }),
  listPage: pageOperation(z.object({}), UserView, UserPaging),
  promote: operation(UserIdInput, UserView, {
    method: 'PUT',
    path: 'users/:id/promote',
    access: 'admin',
    summary: 'Make a user an admin',
    tag: 'users',
    forgets: { accessOfUserIn: 'id' },
  }),
  demote: operation(UserIdInput, UserView, {
    method: 'PUT',
    path: 'users/:id/demote',
    access: 'admin',
    summary: 'Take the admin role from a user',
    tag: 'users',
    forgets: { accessOfUserIn: 'id' },
  }),
  delete: operation(UserIdInput, done('deleted'), {
    method: 'DELETE',
    path: 'users/:id',
    access: 'admin',
    summary: 'Delete a user',
    tag: 'users',
    forgets: { accessOfUserIn: 'id' },
  }),
  access: operation(UserIdInput, AccessReply),
  /** For other services' mail to the admins; no HTTP route leads here. */
  adminEmails: listOperation(NoInput, z.string()),
});

export const TokenOps = operations('identity', 'tokens', {
  verificationKey: operation(NoInput, VerificationKeyReply),
  revoke: operation(RevokeTokenInput, RevokedToken),
  revoked: listOperation(NoInput, RevokedToken),
});

export const IdentityAuditOps = operations('identity', 'audit', {
  list: listOperation(AuditQuery, AuditEntryView, {
    method: 'GET',
    path: 'audit',
    access: 'admin',
    summary: `The newest ${DEFAULT_AUDIT_LIST} admin changes in every service (admin); any of limit, cursor, q, sort pages through them all`,
    tag: 'audit',
    query: AuditListQuery,
    queryDescriptions: {
      ...pageQueryDescriptions(AuditPaging),
      before: 'Only changes made before this moment (the `at` of the last one seen), for the next page',
      actor: "Only this admin's changes (a user id)",
      type: 'Only changes to this type of thing',
    },
  }),
  listPage: pageOperation(AuditFilters, AuditEntryView, AuditPaging),
});

export const identityContract = contractOf(UserOps, TokenOps, IdentityAuditOps, IdentityPrivacyOps, FamilyExportOps);

export interface IdentityEventPayloads extends FamilyExportEventPayloads {
  [IdentityEvents.userDeleted]: UserDeletedEvent;
  [IdentityEvents.userPromoted]: UserRoleChangedEvent;
  [IdentityEvents.userDemoted]: UserRoleChangedEvent;
  [IdentityEvents.tokenRevoked]: RevokedToken;
  [IdentityEvents.userSignedOut]: UserSignedOutEvent;
  [IdentityEvents.passwordResetRequested]: PasswordResetRequestedEvent;
  [IdentityEvents.deletionScheduled]: DeletionScheduledEvent;
}
