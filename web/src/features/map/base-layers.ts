import type { Feature } from 'ol';
import type OlMap from 'ol/Map';
import GeoJSON from 'ol/format/GeoJSON';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OSM, { ATTRIBUTION as OSM_ATTRIBUTION } from 'ol/source/OSM';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import type { MapTilesReply } from '@storystump/contracts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';

/** Where the map's tiles come from: OpenStreetMap unless the server names another (MAP_TILE_URL). */
export type TileSettings = MapTilesReply;

const land = new Style({
  fill: new Fill({ color: '#e6eedd' }),
  stroke: new Stroke({ color: '#7a9a86', width: 1 }),
});

/** Natural Earth's land, bundled: the coast of Britain and Europe reads even when no tile server answers. */
function landLayer(): VectorLayer {
  const source = new VectorSource({
    loader: (_extent, _resolution, projection, success, failure) => {
      void fetch(landUrl)
        .then((answer) => answer.json() as Promise<Topology<{ land: GeometryCollection }>>)
        .then((topology) => {
          const features = new GeoJSON().readFeatures(feature(topology, topology.objects.land), {
            featureProjection: projection,
          }) as Feature[];
          source.addFeatures(features);
          success?.(features);
        })
        .catch(() => failure?.());
    },
  });
  return new VectorLayer({ source, style: land, properties: { name: 'land' } });
}

const tileSourceOf = (settings: TileSettings | undefined) =>
  settings?.url
    ? new XYZ({ url: settings.url, attributions: settings.attribution, crossOrigin: 'anonymous' })
    : new OSM({ attributions: OSM_ATTRIBUTION });

/** The layers under every map: the bundled land, then OpenStreetMap's tiles over it. */
export function baseLayers(): BaseLayer[] {
  return [landLayer(), new TileLayer({ source: tileSourceOf(undefined), properties: { name: 'tiles' } })];
}

/** Points a map's tiles at the server the settings name, once they are known (nothing changes for OpenStreetMap's). */
export function applyTiles(map: OlMap | null | undefined, settings: TileSettings | undefined): void {
  if (!map || !settings?.url) return;
  const tiles = map
    .getLayers()
    .getArray()
    .find((layer) => layer.get('name') === 'tiles') as TileLayer | undefined;
  tiles?.setSource(tileSourceOf(settings));
}
