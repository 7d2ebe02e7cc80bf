import { Injectable, Logger } from '@nestjs/common';
import { DevicesEvents, UserOps, type StationRestingEvent } from '@storystump/contracts';
import { ConsumesEvent, RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { Mailer } from '../mail/mailer.js';
import { hostRestingStumpMail, reportedStumpMail } from './resting-stump-mail.js';
import { StumpHosts } from './stump-hosts.js';

/**
 * Tells of a stump that began to rest on the public map, once per incident (devices announces each
 * once; the consumer applies it once): the admins when reports rested it (its silence they are told
 * of by the fleet alerts), and the stump's host whatever rested it.
 */
@Injectable()
export class RestingStumpsService {
  private readonly logger = new Logger(RestingStumpsService.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly rpc: RpcClient,
    private readonly hosts: StumpHosts,
  ) {}

  @ConsumesEvent(DevicesEvents.stationResting)
  async stationResting(event: StationRestingEvent): Promise<void> {
    // Asked first: should analytics not answer, the event comes again before anyone was mailed.
    const hosts = await this.hosts.contactsOf(event.stationId);
    if (event.reason === 'reports') {
      const admins = await this.rpc.send(UserOps.adminEmails.subject, { requestId: randomUUID() }, undefined);
      if (admins.length) await this.mailer.send(reportedStumpMail(event, admins));
      else this.logger.warn('No admin to tell of a stump reported');
    }
    for (const host of hosts) await this.mailer.send(hostRestingStumpMail(event, host));
  }
}
