import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IdentityQueues } from '@storystump/contracts';
import { JobQueues, Outbox, positiveInt, ProcessesJobs, SETTINGS, type Settings } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { AccountErasure } from './account-erasure.js';

/** Accounts erased in one run at most; the next run takes the rest. */
const ERASED_AT_ONCE = 100;

/**
 * Every DELETION_SWEEP_EVERY_MS (a minute), the accounts whose grace period has ended are erased,
 * each in a transaction of its own with its event, so one failure holds up no other.
 */
@Injectable()
export class DueErasuresProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(DueErasuresProcessor.name);
  private readonly everyMs: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly erasure: AccountErasure,
    private readonly jobs: JobQueues,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.everyMs = positiveInt(settings.DELETION_SWEEP_EVERY_MS, 60_000, 'DELETION_SWEEP_EVERY_MS');
  }

  /** One schedule for every copy of the service: declaring it again only updates it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(IdentityQueues.eraseDueAccounts, 'erase-due-accounts', { every: this.everyMs }, {});
  }

  @ProcessesJobs(IdentityQueues.eraseDueAccounts)
  async eraseDueAccounts(): Promise<{ erased: number }> {
    const due: { id: string }[] = await this.db.query(
      `SELECT "id" FROM "identity"."users" WHERE "deletion_scheduled_for" <= now() ORDER BY "deletion_scheduled_for" LIMIT $1`,
      [ERASED_AT_ONCE],
    );
    let erased = 0;
    for (const { id } of due) if (await this.eraseIfStillDue(id)) erased++;
    if (erased) this.logger.log(`${erased} account(s) erased at the end of their grace period`);
    return { erased };
  }

  /** Locked and checked again: a deletion cancelled a moment ago stands. */
  private eraseIfStillDue(id: string): Promise<boolean> {
    return this.outbox.transaction(async (tx, emit) => {
      const user = await tx
        .createQueryBuilder(UserEntity, 'user')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where('user.id = :id AND user.deletion_scheduled_for <= now()', { id })
        .getOne();
      if (!user) return false;
      await this.erasure.erase(tx, emit, user);
      return true;
    });
  }
}
