import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  healthController,
  JobsModule,
  operationHandlers,
  RpcModule,
} from '@storystump/service-kit';
import { AuditLogService } from './audit/audit-log.service.js';
import { identityDatabase } from './database.js';
import { AccountDeletionsService } from './deletions/account-deletions.service.js';
import { AccountErasure } from './deletions/account-erasure.js';
import { DueErasuresProcessor } from './deletions/due-erasures.processor.js';
import { ExportLinks } from './exports/export-links.js';
import { FamilyExportAssembly } from './exports/family-export-assembly.processor.js';
import { FamilyExportsService } from './exports/family-exports.service.js';
import { IdentityFamilyData } from './exports/identity-family-data.js';
import { PasswordsService } from './passwords/passwords.service.js';
import { IdentityRetentionFactsService } from './privacy/identity-retention-facts.js';
import { NoticeConsentService } from './privacy/notice-consent.service.js';
import { TokenRevocations } from './tokens/token-revocations.service.js';
import { TokenSigner } from './tokens/token-signer.service.js';
import { AdminBootstrap } from './users/admin-bootstrap.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UsersService } from './users/users.service.js';

const familyExports = [FamilyExportsService, FamilyExportAssembly, ExportLinks, IdentityFamilyData];
const deletions = [AccountDeletionsService, AccountErasure, DueErasuresProcessor];

@Module({
  imports: [DatabaseModule.forService(identityDatabase), EventsModule, JobsModule, RpcModule.forCaller('identity')],
  controllers: [
    ...operationHandlers(
      UsersService,
      PasswordsService,
      NoticeConsentService,
      IdentityRetentionFactsService,
      AccountDeletionsService,
      TokenSigner,
      TokenRevocations,
      AuditLogService,
      FamilyExportsService,
    ),
    healthController('identity'),
  ],
  providers: [
    AuditLogService,
    UsersService,
    PasswordsService,
    NoticeConsentService,
    IdentityRetentionFactsService,
    PasswordHasher,
    TokenSigner,
    TokenRevocations,
    AdminBootstrap,
    ...familyExports,
    ...deletions,
  ],
})
export class AppModule {}
