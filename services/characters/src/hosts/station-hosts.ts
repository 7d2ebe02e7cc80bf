import type { EntityManager } from 'typeorm';

/**
 * The host whose place each station stands at, for the stations asked. No station carries its
 * host yet, so no station has one and every count of hosts is 0: once stations know their
 * host, this is the one place to read it from.
 */
export async function hostsOfStations(_db: EntityManager, _stationIds: readonly string[]): Promise<Map<string, string>> {
  return new Map();
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
