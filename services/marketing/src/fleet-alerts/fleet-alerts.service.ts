import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DevicesEvents,
  UserOps,
  MarketingQueues,
  type RolloutHaltedEvent,
  type StationSilenceEvent,
} from '@storystump/contracts';
import { ConsumesEvent, JobQueues, ProcessesJobs, RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { Mailer, type Mail } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { haltedRolloutMail, returnedStationsMail, silentStationsMail } from './fleet-alert-mail.js';
import type { FleetAlertKind } from './fleet-alert.entity.js';

/** However steadily alerts keep coming, the first is held at most this many quiet periods. */
const MOST_HELD_QUIET_PERIODS = 5;

const MAIL_OF: Record<FleetAlertKind, (events: StationSilenceEvent[], admins: string[]) => Mail> = {
  silent: silentStationsMail,
  returned: returnedStationsMail,
};

/**
 * Tells the admins by mail when stumps fall silent, when they return, and when a rollout halts.
 * Devices announces each incident once; the consumer applies each event once. A silence or a
 * return is held until FLEET_ALERT_QUIET_SECONDS pass without another: those that come together
 * (a network down, a whole area) are one mail naming the stumps. A stump back before its silence
 * was mailed is in neither mail.
 */
@Injectable()
export class FleetAlertsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FleetAlertsService.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    private readonly jobs: JobQueues,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = Math.max(1000, Math.min(15_000, (this.config.fleetAlertQuietSeconds * 1000) / 4));
    await this.jobs.schedule(MarketingQueues.fleetAlertDigest, 'fleet-alert-digest', { every }, {});
  }

  @ConsumesEvent(DevicesEvents.stationSilent)
  async stationSilent(event: StationSilenceEvent, tx: EntityManager): Promise<void> {
    await this.hold(tx, 'silent', event);
  }

  @ConsumesEvent(DevicesEvents.stationReturned)
  async stationReturned(event: StationSilenceEvent, tx: EntityManager): Promise<void> {
    const [, unmailedSilence] = await tx.query<[unknown[], number]>(
      `DELETE FROM "marketing"."fleet_alerts" WHERE "kind" = 'silent' AND "incident_id" = $1 RETURNING "incident_id"`,
      [event.incidentId],
    );
    if (unmailedSilence === 0) await this.hold(tx, 'returned', event);
  }

  @ConsumesEvent(DevicesEvents.rolloutHalted)
  async rolloutHalted(event: RolloutHaltedEvent): Promise<void> {
    const mail = await this.toAdmins((admins) => haltedRolloutMail(event, admins));
    if (mail) await this.mailer.send(mail);
  }

  /** Mails each kind's held alerts as one, once they have stopped coming (or waited long enough). */
  @ProcessesJobs(MarketingQueues.fleetAlertDigest)
  async mailDigests(): Promise<{ mailed: number }> {
    let mailed = 0;
    for (const kind of Object.keys(MAIL_OF) as FleetAlertKind[]) mailed += await this.mailDigest(kind);
    return { mailed };
  }

  private async hold(tx: EntityManager, kind: FleetAlertKind, event: StationSilenceEvent): Promise<void> {
    await tx.query(
      `INSERT INTO "marketing"."fleet_alerts" ("kind", "incident_id", "event") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [kind, event.incidentId, JSON.stringify(event)],
    );
  }

  private async mailDigest(kind: FleetAlertKind): Promise<number> {
    const quiet = this.config.fleetAlertQuietSeconds;
    const [due] = await this.db.query<Array<{ due: boolean | null }>>(
      `SELECT max("received_at") < now() - make_interval(secs => $2)
           OR min("received_at") < now() - make_interval(secs => $3) AS due
         FROM "marketing"."fleet_alerts" WHERE "kind" = $1`,
      [kind, quiet, quiet * MOST_HELD_QUIET_PERIODS],
    );
    if (!due?.due) return 0;
    // Taken and mailed in one transaction: a mail that fails leaves them held for the next run.
    return this.db.transaction(async (tx) => {
      const [rows] = await tx.query<[Array<{ event: StationSilenceEvent; received_at: Date }>, number]>(
        `DELETE FROM "marketing"."fleet_alerts" WHERE "kind" = $1 RETURNING "event", "received_at"`,
        [kind],
      );
      if (rows.length === 0) return 0;
      const events = rows.sort((a, b) => a.received_at.getTime() - b.received_at.getTime()).map((row) => row.event);
      const mail = await this.toAdmins((admins) => MAIL_OF[kind](events, admins));
      if (mail) await this.mailer.send(mail);
      return events.length;
    });
  }

  private async toAdmins(mailFor: (admins: string[]) => Mail): Promise<Mail | undefined> {
    const admins = await this.rpc.send(UserOps.adminEmails.subject, { requestId: randomUUID() }, undefined);
    if (admins.length) return mailFor(admins);
    this.logger.warn('No admin to tell of a fleet incident');
    return undefined;
  }
}
