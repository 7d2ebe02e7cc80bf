import { z } from 'zod';
import { exchange, listExchange } from './exchange.js';
import { emailAddress, NoInput, password, requiredText, uuid } from './fields.js';
import { RoleSchema, type Role } from './context.js';
import { done, id, moment } from './reply-fields.js';
import { PASSWORD_MIN_LENGTH } from './limits.js';
import { AuditEntryView, AuditQuery } from './audit.js';

export const IdentitySubjects = {
  register: 'identity.users.register',
  login: 'identity.users.login',
  get: 'identity.users.get',
  list: 'identity.users.list',
  promote: 'identity.users.promote',
  demote: 'identity.users.demote',
  remove: 'identity.users.delete',
  access: 'identity.users.access',
  verificationKey: 'identity.tokens.verification-key',
  revokeToken: 'identity.tokens.revoke',
  revokedTokens: 'identity.tokens.revoked',
  adminEmails: 'identity.users.admin-emails',
  audit: 'identity.audit.list',
} as const;

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

export const identityContract = {
  [IdentitySubjects.register]: exchange(RegisterInput, TokenReply),
  [IdentitySubjects.login]: exchange(LoginInput, TokenReply),
  [IdentitySubjects.get]: exchange(UserIdInput, UserView),
  [IdentitySubjects.list]: listExchange(NoInput, UserView),
  [IdentitySubjects.promote]: exchange(UserIdInput, UserView),
  [IdentitySubjects.demote]: exchange(UserIdInput, UserView),
  [IdentitySubjects.remove]: exchange(UserIdInput, done('deleted')),
  [IdentitySubjects.access]: exchange(UserIdInput, AccessReply),
  [IdentitySubjects.verificationKey]: exchange(NoInput, VerificationKeyReply),
  [IdentitySubjects.revokeToken]: exchange(RevokeTokenInput, RevokedToken),
  [IdentitySubjects.revokedTokens]: listExchange(NoInput, RevokedToken),
  /** For other services' mail to the admins; no HTTP route leads here. */
  [IdentitySubjects.adminEmails]: listExchange(NoInput, z.string()),
  [IdentitySubjects.audit]: listExchange(AuditQuery, AuditEntryView),
} as const;

export interface IdentityEventPayloads {
  [IdentityEvents.userDeleted]: UserDeletedEvent;
  [IdentityEvents.userPromoted]: UserRoleChangedEvent;
  [IdentityEvents.userDemoted]: UserRoleChangedEvent;
  [IdentityEvents.tokenRevoked]: RevokedToken;
}
