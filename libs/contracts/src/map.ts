import { z } from 'zod';

/** Where the web's maps take their tiles from: OpenStreetMap's own when `url` is null. */
export const MapTilesReply = z.object({
  /** An XYZ template with {z}, {x} and {y}. */
  url: z.string().nullable(),
  attribution: z.string(),
});
export type MapTilesReply = z.infer<typeof MapTilesReply>;
