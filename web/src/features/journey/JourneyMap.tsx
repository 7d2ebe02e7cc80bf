import type { FeatureLike } from 'ol/Feature';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { boundingExtent } from 'ol/extent';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import 'ol/ol.css';
import { useEffect, useRef, useState } from 'react';
import { applyTiles, baseLayers } from '../map/base-layers';
import { MapPopup } from '../map/components/MapPopup';
import { useMapTilesQuery } from '../map/map.api';
import { MAP_CENTRE, MAP_ZOOM } from '../map/map-view';
import styles from '../map/Map.module.css';
import { visitDateTime } from '../characters/visit-line';
import { markerLabel, markerRadius, visitCount, type PlacedStump } from './journey-places';
import journey from './Journey.module.css';

/** Stumps closer than this on screen share one marker, which counts all their visits. */
const CLUSTER_DISTANCE_PX = 36;

const positionOf = (stump: PlacedStump) => fromLonLat([stump.longitude, stump.latitude]);
const stumpsIn = (marker: FeatureLike): PlacedStump[] =>
  ((marker.get('features') as Feature[] | undefined) ?? []).map((feature) => feature.get('stump') as PlacedStump);

const markerStyles = new Map<string, Style>();
/** A marker of one stump is green, of several brown; each says how many visits it stands for. */
function markerStyle(marker: FeatureLike): Style {
  const stumps = stumpsIn(marker);
  const visits = stumps.reduce((sum, stump) => sum + stump.visits, 0);
  const key = `${stumps.length > 1}:${visits}`;
  let style = markerStyles.get(key);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius: markerRadius(visits),
        fill: new Fill({ color: stumps.length > 1 ? '#5a4230' : '#2f5d3a' }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
      }),
      text: new Text({
        text: markerLabel(visits),
        fill: new Fill({ color: '#ffffff' }),
        font: 'bold 11px system-ui, sans-serif',
      }),
    });
    markerStyles.set(key, style);
  }
  return style;
}

/**
 * Where a character has been, on an OpenLayers map: one marker per stump with its visits counted
 * (stumps close together on screen share one), whatever the number of visits.
 */
export function JourneyMap({ stumps }: { stumps: PlacedStump[] }) {
  const target = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<PlacedStump | null>(null);
  const popup = useRef<Overlay | null>(null);
  const map = useRef<OlMap | null>(null);
  const tiles = useMapTilesQuery().data;

  useEffect(() => {
    const source = new VectorSource({
      features: stumps.map((stump) => {
        const feature = new Feature({ geometry: new Point(positionOf(stump)) });
        feature.set('stump', stump);
        return feature;
      }),
    });
    const clusters = new Cluster({ source, distance: CLUSTER_DISTANCE_PX });
    const markers = new VectorLayer({ source: clusters, style: markerStyle });
    const overlay = new Overlay({ element: popupElement.current!, stopEvent: true });
    popup.current = overlay;
    const journeyMap = new OlMap({
      target: target.current!,
      layers: [...baseLayers(), markers],
      view: new View({ center: fromLonLat([MAP_CENTRE.longitude, MAP_CENTRE.latitude]), zoom: MAP_ZOOM }),
      overlays: [overlay],
    });
    map.current = journeyMap;
    const fitTo = (shown: PlacedStump[]) =>
      journeyMap.getView().fit(boundingExtent(shown.map(positionOf)), { padding: [40, 40, 40, 40], maxZoom: 13 });
    if (stumps.length) fitTo(stumps);
    journeyMap.on('singleclick', (event) => {
      const hit = journeyMap.getFeaturesAtPixel(event.pixel, { layerFilter: (layer) => layer === markers, hitTolerance: 4 })[0];
      const inMarker = hit ? stumpsIn(hit) : [];
      if (inMarker.length > 1) fitTo(inMarker);
      setSelected(inMarker.length === 1 ? inMarker[0]! : null);
    });
    journeyMap.on('rendercomplete', () => {
      target.current?.setAttribute('data-markers', String(clusters.getFeatures().length));
      target.current?.setAttribute('data-stumps', String(stumps.length));
      target.current?.setAttribute('data-visits', String(stumps.reduce((sum, stump) => sum + stump.visits, 0)));
    });
    return () => {
      journeyMap.setTarget(undefined);
      popup.current = null;
      map.current = null;
    };
  }, [stumps]);

  useEffect(() => {
    popup.current?.setPosition(selected ? positionOf(selected) : undefined);
  }, [selected]);

  useEffect(() => applyTiles(map.current, tiles), [tiles, stumps]);

  return (
    <>
      <div
        ref={target}
        className={`${styles.map} ${journey.map}`}
        role="region"
        aria-label="Journey map"
        data-testid="journey-map"
      />
      <MapPopup ref={popupElement} open={Boolean(selected)} onClose={() => setSelected(null)} testId="journey-popup">
        {selected && (
          <>
            <strong>{selected.name}</strong>
            <span>{visitCount(selected.visits)}</span>
            <span>First {visitDateTime(selected.firstVisit)}</span>
            {selected.visits > 1 && <span>Last {visitDateTime(selected.lastVisit)}</span>}
          </>
        )}
      </MapPopup>
      <details className={journey.stumps}>
        <summary>
          {stumps.length === 1 ? 'The stump' : `All ${stumps.length.toLocaleString('en-GB')} stumps`} it has visited
        </summary>
        <ul aria-label="Stumps visited">
          {stumps.map((stump) => (
            <li key={stump.stationId}>
              <button type="button" onClick={() => setSelected(stump)}>
                {stump.name}: {visitCount(stump.visits)}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
