import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HostOps, HostReportQueues } from '@storystump/contracts';
import { JobQueues, ProcessesJobs, RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { hostReportMail } from './host-report-mail.js';

/** The month before the one `now` is in, `YYYY-MM` (UTC). */
export const monthBefore = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

/**
 * Mails each host its report of the month just ended, on the 1st (a BullMQ Job Scheduler). A
 * host is mailed each month once: the mail is marked sent in the transaction that sends it, so a
 * run that fails part way mails the rest the next time, and the hosts already mailed not again.
 */
@Injectable()
export class HostReportsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(HostReportsService.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    private readonly jobs: JobQueues,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(HostReportQueues.monthly, 'host-reports', this.config.hostReportSchedule, {});
  }

  @ProcessesJobs(HostReportQueues.monthly)
  async mailReports(): Promise<{ mailed: number }> {
    const month = monthBefore(new Date());
    const reports = await this.rpc.send(HostOps.monthlyReports.subject, { requestId: randomUUID() }, { month });
    let mailed = 0;
    for (const report of reports) {
      const sent = await this.db.transaction(async (tx) => {
        const marked = await tx.query<Array<{ host_id: string }>>(
          `INSERT INTO "marketing"."host_report_mails" ("host_id", "month") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "host_id"`,
          [report.hostId, month],
        );
        if (marked.length === 0) return false;
        await this.mailer.send(hostReportMail(report));
        return true;
      });
      if (sent) mailed++;
    }
    if (mailed) this.logger.log(`Mailed ${mailed} hosts their report of ${month}`);
    return { mailed };
  }
}
