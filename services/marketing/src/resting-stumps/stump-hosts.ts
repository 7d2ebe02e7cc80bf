import { Injectable } from '@nestjs/common';
import { HostOps } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';

/** Who hosts a stump, to be told when it rests: asked of analytics, which keeps the hosts. */
@Injectable()
export class StumpHosts {
  constructor(private readonly rpc: RpcClient) {}

  /** The contact of each host showing the stump (usually one; none when it has no host). */
  async contactsOf(stationId: string): Promise<string[]> {
    const { emails } = await this.rpc.send(HostOps.contactsOf.subject, { requestId: randomUUID() }, { stationId });
    return emails;
  }
}
