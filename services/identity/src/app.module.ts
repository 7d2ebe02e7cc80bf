import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, healthController } from '@storystump/service-kit';
import { AuditLogHandler } from './audit/audit-log.handler.js';
import { AuditLogService } from './audit/audit-log.service.js';
import { identityDatabase } from './database.js';
import { TokenRevocations } from './tokens/token-revocations.service.js';
import { TokenSigner } from './tokens/token-signer.service.js';
import { TokensHandler } from './tokens/tokens.handler.js';
import { AdminBootstrap } from './users/admin-bootstrap.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UsersHandler } from './users/users.handler.js';
import { UsersService } from './users/users.service.js';

@Module({
  imports: [DatabaseModule.forService(identityDatabase), EventsModule],
  controllers: [UsersHandler, TokensHandler, AuditLogHandler, healthController('identity')],
  providers: [AuditLogService, UsersService, PasswordHasher, TokenSigner, TokenRevocations, AdminBootstrap],
})
export class AppModule {}
