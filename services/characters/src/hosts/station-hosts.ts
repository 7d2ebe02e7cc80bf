import { Injectable } from '@nestjs/common';
import { HostOps, MAX_STATIONS_ASKED, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';

/**
 * The host whose place each station stands at, asked of analytics (which keeps the hosts) each
 * time: hosts change rarely and are few, and asking keeps no copy here that could fall behind.
 */
@Injectable()
export class StationHosts {
  constructor(private readonly rpc: RpcClient) {}

  async hostsOf(ctx: RequestContext, stationIds: readonly string[]): Promise<Map<string, string>> {
    const hostOf = new Map<string, string>();
    for (let start = 0; start < stationIds.length; start += MAX_STATIONS_ASKED) {
      const asked = stationIds.slice(start, start + MAX_STATIONS_ASKED);
      for (const row of await this.rpc.send(HostOps.ofStations.subject, ctx, { stationIds: asked })) {
        hostOf.set(row.stationId, row.hostId);
      }
    }
    return hostOf;
  }
}

/** Different hosts among the stations visited; a station without a known host counts for none. */
export function countDistinctHosts(stationIds: Iterable<string>, hostOf: ReadonlyMap<string, string>): number {
  const hosts = new Set<string>();
  for (const stationId of stationIds) {
    const host = hostOf.get(stationId);
    if (host) hosts.add(host);
  }
  return hosts.size;
}
