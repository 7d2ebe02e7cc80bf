import { Inject, Injectable } from '@nestjs/common';
import {
  FamilyExportEvents,
  IdentityEvents,
  type DeletionScheduledEvent,
  type FamilyExportReadyEvent,
  type PasswordResetRequestedEvent,
} from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { deletionScheduledMail } from './deletion-scheduled-mail.js';
import { exportReadyMail } from './export-ready-mail.js';
import { passwordResetMail } from './password-reset-mail.js';

/** Mails about a family's own account, as identity asks: each event is mailed once. */
@Injectable()
export class AccountMailsService {
  constructor(
    private readonly mailer: Mailer,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  @ConsumesEvent(IdentityEvents.passwordResetRequested)
  passwordResetRequested(reset: PasswordResetRequestedEvent): Promise<void> {
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(reset.token)}`;
    return this.mailer.send(passwordResetMail(reset, link));
  }

  @ConsumesEvent(FamilyExportEvents.ready)
  familyExportReady(ready: FamilyExportReadyEvent): Promise<void> {
    return this.mailer.send(exportReadyMail(ready, `${this.config.publicUrl}${ready.downloadPath}`));
  }

  @ConsumesEvent(IdentityEvents.deletionScheduled)
  deletionScheduled(deletion: DeletionScheduledEvent): Promise<void> {
    return this.mailer.send(deletionScheduledMail(deletion, `${this.config.publicUrl}/account`));
  }
}
