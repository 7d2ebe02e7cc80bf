import { z } from 'zod';
import { uuid } from './fields.js';
import { MAX_HOST_STATIONS } from './hosts.js';
import { listOperation, operations } from './operation.js';
import { id } from './reply-fields.js';

/** A host's stations and a span of time (whole UTC hours), for the host's figures of the devices service's own. */
export const HostStationsQuery = z.object({
  ids: z.array(uuid()).max(MAX_HOST_STATIONS),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export type HostStationsQuery = z.infer<typeof HostStationsQuery>;

/** A station as a host may know it: its name, whether it calls in, and the stories its stump played in the span (from its heartbeats). */
export const HostStationFigures = z.object({
  stationId: id(),
  name: z.string(),
  online: z.boolean(),
  storiesPlayed: z.number().int(),
});
export type HostStationFigures = z.infer<typeof HostStationFigures>;

export const HostStationOps = operations('devices', 'host-stations', {
  /** The stations of the ids that exist, in no set order. */
  figures: listOperation(HostStationsQuery, HostStationFigures),
});
