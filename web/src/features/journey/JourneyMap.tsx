import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { boundingExtent } from 'ol/extent';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
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
import type { JourneyStop } from './journey-stops';

const JOURNEY_HEIGHT_PX = 360;
const path = new Style({ stroke: new Stroke({ color: '#5a4230', width: 3, lineDash: [8, 6] }) });
const stopStyle = (number: number) =>
  new Style({
    image: new Circle({ radius: 11, fill: new Fill({ color: '#2f5d3a' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: String(number), fill: new Fill({ color: '#ffffff' }), font: 'bold 11px system-ui, sans-serif' }),
  });

const positionOf = (stop: JourneyStop) => fromLonLat([stop.longitude, stop.latitude]);

/** A character's journey on an OpenLayers map: its visits as numbered markers in order, joined by a line. */
export function JourneyMap({ stops }: { stops: JourneyStop[] }) {
  const target = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<JourneyStop | null>(null);
  const popup = useRef<Overlay | null>(null);
  const map = useRef<OlMap | null>(null);
  const tiles = useMapTilesQuery().data;

  useEffect(() => {
    const source = new VectorSource();
    if (stops.length > 1) source.addFeature(new Feature({ geometry: new LineString(stops.map(positionOf)) }));
    for (const stop of stops) {
      const marker = new Feature({ geometry: new Point(positionOf(stop)) });
      marker.set('stop', stop);
      marker.setStyle(stopStyle(stop.number));
      source.addFeature(marker);
    }
    const journey = new VectorLayer({ source, style: path });
    const overlay = new Overlay({ element: popupElement.current!, stopEvent: true });
    popup.current = overlay;
    const journeyMap = new OlMap({
      target: target.current!,
      layers: [...baseLayers(), journey],
      view: new View({ center: fromLonLat([MAP_CENTRE.longitude, MAP_CENTRE.latitude]), zoom: MAP_ZOOM }),
      overlays: [overlay],
    });
    map.current = journeyMap;
    if (stops.length) journeyMap.getView().fit(boundingExtent(stops.map(positionOf)), { padding: [40, 40, 40, 40], maxZoom: 13 });
    journeyMap.on('singleclick', (event) => {
      const hit = journeyMap.getFeaturesAtPixel(event.pixel, { layerFilter: (layer) => layer === journey, hitTolerance: 4 });
      const stop = hit.map((feature) => feature.get('stop') as JourneyStop | undefined).find(Boolean);
      setSelected(stop ?? null);
    });
    journeyMap.on('rendercomplete', () => {
      target.current?.setAttribute('data-markers', String(stops.length));
      target.current?.setAttribute('data-line', String(stops.length > 1));
    });
    return () => {
      journeyMap.setTarget(undefined);
      popup.current = null;
      map.current = null;
    };
  }, [stops]);

  useEffect(() => {
    popup.current?.setPosition(selected ? positionOf(selected) : undefined);
  }, [selected]);

  useEffect(() => applyTiles(map.current, tiles), [tiles, stops]);

  return (
    <>
      <div
        ref={target}
        className={styles.map}
        style={{ height: JOURNEY_HEIGHT_PX }}
        role="region"
        aria-label="Journey map"
        data-testid="journey-map"
      />
      <MapPopup ref={popupElement} open={Boolean(selected)} onClose={() => setSelected(null)} testId="journey-popup">
        {selected && (
          <>
            <strong>
              {selected.number}. {selected.name}
            </strong>
            <span>{visitDateTime(selected.visitDate)}</span>
          </>
        )}
      </MapPopup>
      <ol className={styles.stationList} aria-label="Journey stops">
        {stops.map((stop) => (
          <li key={stop.visitId}>
            <button type="button" onClick={() => setSelected(stop)}>
              {stop.number}. {stop.name}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
