import { Injectable, Logger } from '@nestjs/common';
import { DevicesEvents, IdentitySubjects, type RolloutHaltedEvent, type StationSilenceEvent } from '@storystump/contracts';
import { ConsumesEvent, RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { Mailer, type Mail } from '../mail/mailer.js';
import { haltedRolloutMail, returnedStationMail, silentStationMail } from './fleet-alert-mail.js';

/**
 * Tells the admins by mail when a stump falls silent, when it returns, and when a rollout halts.
 * Devices announces each incident once; the consumer applies each event once.
 */
@Injectable()
export class FleetAlertsService {
  private readonly logger = new Logger(FleetAlertsService.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
  ) {}

  @ConsumesEvent(DevicesEvents.stationSilent)
  stationSilent(event: StationSilenceEvent): Promise<void> {
    return this.tellAdmins((admins) => silentStationMail(event, admins));
  }

  @ConsumesEvent(DevicesEvents.stationReturned)
  stationReturned(event: StationSilenceEvent): Promise<void> {
    return this.tellAdmins((admins) => returnedStationMail(event, admins));
  }

  @ConsumesEvent(DevicesEvents.rolloutHalted)
  rolloutHalted(event: RolloutHaltedEvent): Promise<void> {
    return this.tellAdmins((admins) => haltedRolloutMail(event, admins));
  }

  private async tellAdmins(mailFor: (admins: string[]) => Mail): Promise<void> {
    const admins = await this.rpc.send(IdentitySubjects.adminEmails, { requestId: randomUUID() }, undefined);
    if (!admins.length) {
      this.logger.warn('No admin to tell of a fleet incident');
      return;
    }
    await this.mailer.send(mailFor(admins));
  }
}
