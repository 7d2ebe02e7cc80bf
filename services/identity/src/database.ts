import type { ServiceDatabase } from '@storystump/service-kit';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { FamilyExportEntity } from './exports/family-export.entity.js';
import { InitialIdentitySchema1763800000000 } from './migrations/1763800000000-initial-identity-schema.js';
import { AuditLog1795800000000 } from './migrations/1795800000000-audit-log.js';
import { ListPages1796200000000 } from './migrations/1796200000000-list-pages.js';
import { EncryptedSigningKeyAndRevokedTokens1764200000000 } from './migrations/1764200000000-encrypted-signing-key-and-revoked-tokens.js';
import { AccountDeletions1806500000000 } from './migrations/1806500000000-account-deletions.js';
import { AuditPagesByType1806600000000 } from './migrations/1806600000000-audit-pages-by-type.js';
import { AuditPagesByActor1806700000000 } from './migrations/1806700000000-audit-pages-by-actor.js';
import { PasswordResetsAndSessionGenerations1797200000000 } from './migrations/1797200000000-password-resets-and-session-generations.js';
import { PrivacyNoticeConsent1797300000000 } from './migrations/1797300000000-privacy-notice-consent.js';
import { FamilyExports1806270840000 } from './migrations/1806270840000-family-exports.js';
import { UserSearchText1807400000000 } from './migrations/1807400000000-user-search-text.js';
import { SearchTrigramIndexes1807430000000 } from './migrations/1807430000000-search-trigram-indexes.js';
import { PasswordResetEntity } from './passwords/password-reset.entity.js';
import { RevokedTokenEntity } from './tokens/revoked-token.entity.js';
import { SigningKeyEntity } from './tokens/signing-key.entity.js';
import { UserEntity } from './users/user.entity.js';

export const identityDatabase: ServiceDatabase = {
  schema: 'identity',
  entities: [UserEntity, SigningKeyEntity, RevokedTokenEntity, AuditEntryEntity, PasswordResetEntity, FamilyExportEntity],
  migrations: [
    InitialIdentitySchema1763800000000,
    EncryptedSigningKeyAndRevokedTokens1764200000000,
    AuditLog1795800000000,
    ListPages1796200000000,
    PasswordResetsAndSessionGenerations1797200000000,
    PrivacyNoticeConsent1797300000000,
    FamilyExports1806270840000,
    AccountDeletions1806500000000,
    AuditPagesByType1806600000000,
    AuditPagesByActor1806700000000,
    UserSearchText1807400000000,
    SearchTrigramIndexes1807430000000,
  ],
};
