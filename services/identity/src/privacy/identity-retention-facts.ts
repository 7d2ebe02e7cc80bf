import { Injectable } from '@nestjs/common';
import { FAMILY_EXPORT_VALID_HOURS, IdentityPrivacyOps, type IdentityRetentionFacts } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { AccountDeletionsService } from '../deletions/account-deletions.service.js';
import { PasswordsService } from '../passwords/passwords.service.js';

/** For the privacy notice: how long identity keeps what it keeps for a while only, as it is set. */
@Injectable()
export class IdentityRetentionFactsService {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly deletions: AccountDeletionsService,
  ) {}

  @Handles(IdentityPrivacyOps.retention)
  retention(): IdentityRetentionFacts {
    return {
      passwordResetMinutes: this.passwords.resetValidityMinutes,
      deletionGraceDays: this.deletions.graceDays,
      exportLinkHours: FAMILY_EXPORT_VALID_HOURS,
    };
  }
}
