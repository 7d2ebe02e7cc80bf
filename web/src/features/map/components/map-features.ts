import type { StationMapFeature } from '@storystump/contracts';
import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import type VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';

export const positionOf = (place: { latitude: number; longitude: number }) => fromLonLat([place.longitude, place.latitude]);

/** The answer's features as OpenLayers draws them, each carrying its count and what the answer said of it. */
export const olFeaturesOf = <F extends StationMapFeature>(features: readonly F[]) =>
  features.map((answer) => {
    const feature = new Feature(new Point(positionOf(answer)));
    feature.set('count', answer.count);
    feature.set('answer', answer);
    return feature;
  });

/** What was clicked on a layer of these features: a station, a cluster, or nothing. */
export function answerAtPixel<F extends StationMapFeature>(map: OlMap, layer: VectorLayer, pixel: number[]): F | undefined {
  const [feature] = map.getFeaturesAtPixel(pixel, { layerFilter: (candidate) => candidate === layer, hitTolerance: 4 });
  return feature?.get('answer') as F | undefined;
}

/** A click on a cluster zooms in on it, far enough to split it. */
export function zoomInto(map: OlMap, cluster: StationMapFeature): void {
  const view = map.getView();
  view.animate({ center: positionOf(cluster), zoom: Math.min((view.getZoom() ?? 0) + 2, view.getMaxZoom()), duration: 300 });
}

/** What is drawn, for anyone (and any test) that cannot read a canvas. */
export function markDrawn(target: HTMLElement | null, features: readonly StationMapFeature[]): void {
  target?.setAttribute('data-markers', String(features.filter((feature) => feature.count === 1).length));
  target?.setAttribute('data-clusters', String(features.filter((feature) => feature.count > 1).length));
}
