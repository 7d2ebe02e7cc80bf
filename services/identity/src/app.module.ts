import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, healthController, operationHandlers } from '@storystump/service-kit';
import { AuditLogService } from './audit/audit-log.service.js';
import { identityDatabase } from './database.js';
import { PasswordsService } from './passwords/passwords.service.js';
import { NoticeConsentService } from './privacy/notice-consent.service.js';
import { TokenRevocations } from './tokens/token-revocations.service.js';
import { TokenSigner } from './tokens/token-signer.service.js';
import { AdminBootstrap } from './users/admin-bootstrap.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UsersService } from './users/users.service.js';

@Module({
  imports: [DatabaseModule.forService(identityDatabase), EventsModule],
  controllers: [
    ...operationHandlers(UsersService, PasswordsService, NoticeConsentService, TokenSigner, TokenRevocations, AuditLogService),
    healthController('identity'),
  ],
  providers: [
    AuditLogService,
    UsersService,
    PasswordsService,
    NoticeConsentService,
    PasswordHasher,
    TokenSigner,
    TokenRevocations,
    AdminBootstrap,
  ],
})
export class AppModule {}
