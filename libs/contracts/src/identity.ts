import { z } from 'zod';
import { exchange } from './exchange.js';
import { emailAddress, NoInput, password, requiredText, uuid } from './fields.js';
import type { Role } from './context.js';
import { PASSWORD_MIN_LENGTH } from './limits.js';

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
export interface UserView {
  _id: string;
  displayName: string;
  email: string;
  role?: Role;
}

export interface TokenReply {
  token: string;
}

/** Who a token's subject is now: what the gateway checks, and the user's own view for /users/me. */
export interface AccessReply {
  id: string;
  role?: Role;
  view: UserView;
}

export interface VerificationKeyReply {
  alg: 'EdDSA';
  kid: string;
  /** SPKI PEM of the public key that verifies identity's tokens. */
  publicKeyPem: string;
  issuer: string;
}

/** A token ended before its time (logout), until it would have expired anyway. */
export interface RevokedToken {
  tokenId: string;
  expiresAt: string;
}

export interface UserDeletedEvent {
  id: string;
  deletedAt: string;
}

export interface UserRoleChangedEvent {
  id: string;
  role?: Role;
}

export const identityContract = {
  [IdentitySubjects.register]: exchange<TokenReply>()(RegisterInput),
  [IdentitySubjects.login]: exchange<TokenReply>()(LoginInput),
  [IdentitySubjects.get]: exchange<UserView>()(UserIdInput),
  [IdentitySubjects.list]: exchange<UserView[]>()(NoInput),
  [IdentitySubjects.promote]: exchange<UserView>()(UserIdInput),
  [IdentitySubjects.demote]: exchange<UserView>()(UserIdInput),
  [IdentitySubjects.remove]: exchange<{ deleted: true }>()(UserIdInput),
  [IdentitySubjects.access]: exchange<AccessReply>()(UserIdInput),
  [IdentitySubjects.verificationKey]: exchange<VerificationKeyReply>()(NoInput),
  [IdentitySubjects.revokeToken]: exchange<RevokedToken>()(RevokeTokenInput),
  [IdentitySubjects.revokedTokens]: exchange<RevokedToken[]>()(NoInput),
} as const;

export interface IdentityEventPayloads {
  [IdentityEvents.userDeleted]: UserDeletedEvent;
  [IdentityEvents.userPromoted]: UserRoleChangedEvent;
  [IdentityEvents.userDemoted]: UserRoleChangedEvent;
  [IdentityEvents.tokenRevoked]: RevokedToken;
}
