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

export const IdentityEvents = {
  userDeleted: 'identity.events.user.deleted',
  userPromoted: 'identity.events.user.promoted',
  userDemoted: 'identity.events.user.demoted',
  tokenRevoked: 'identity.events.token.revoked',
} as const;

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
});
export type UserView = z.infer<typeof UserView>;

export const TokenReply = z.object({ token: z.string().describe('A session token: send it as `Authorization: Bearer <token>`') });
export type TokenReply = z.infer<typeof TokenReply>;

/** Who a token's subject is now: what the gateway checks, and the user's own view for /users/me. */
export const AccessReply = z.object({ id: id(), role: RoleSchema.optional(), view: UserView });
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

export interface UserDeletedEvent {
  id: string;
  deletedAt: string;
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

export const identityContract = contractOf(UserOps, TokenOps, IdentityAuditOps);

export interface IdentityEventPayloads {
  [IdentityEvents.userDeleted]: UserDeletedEvent;
  [IdentityEvents.userPromoted]: UserRoleChangedEvent;
  [IdentityEvents.userDemoted]: UserRoleChangedEvent;
  [IdentityEvents.tokenRevoked]: RevokedToken;
}
