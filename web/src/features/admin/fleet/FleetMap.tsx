import type { StationStatusView } from '@storystump/contracts';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { boundingExtent } from 'ol/extent';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import { useEffect, useRef, useState } from 'react';
import { applyTiles, baseLayers } from '../../map/base-layers';
import { useMapTilesQuery } from '../../map/map.api';
import { sinceText } from '../last-contact';
import { FLEET_MARKS, fleetMarkOf, type FleetMark } from './fleet-marks';
import styles from './Fleet.module.css';

const STYLES = Object.fromEntries(
  Object.entries(FLEET_MARKS).map(([mark, { colour }]) => [
    mark,
    new Style({
      image: new Circle({ radius: 7, fill: new Fill({ color: colour }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
    }),
  ]),
) as Record<FleetMark, Style>;

const positionOf = (status: StationStatusView) => fromLonLat([status.longitude, status.latitude]);

const NO_STATIONS: StationStatusView[] = [];

/**
 * The fleet on a map: each station coloured by its most pressing state, with its health in a popup.
 * Until the stations are in hand (loading, or they could not be fetched) the legend counts nothing.
 */
export function FleetMap({ stations: given }: { stations: StationStatusView[] | undefined }) {
  const stations = given ?? NO_STATIONS;
  const target = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: OlMap; source: VectorSource<Feature<Point>>; popup: Overlay } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = stations.find((station) => station.baseStationId === selectedId) ?? null;
  const tiles = useMapTilesQuery().data;

  useEffect(() => {
    const source = new VectorSource<Feature<Point>>();
    const layer = new VectorLayer({ source, style: (feature) => STYLES[feature.get('mark') as FleetMark] });
    const popup = new Overlay({ element: popupElement.current!, stopEvent: true });
    const map = new OlMap({
      target: target.current!,
      layers: [...baseLayers(), layer],
      view: new View({ center: fromLonLat([-1.5, 52.5]), zoom: 6 }),
      overlays: [popup],
    });
    map.on('singleclick', (event) => {
      const [feature] = map.getFeaturesAtPixel(event.pixel, { layerFilter: (l) => l === layer, hitTolerance: 4 });
      setSelectedId((feature?.get('stationId') as string | undefined) ?? null);
    });
    parts.current = { map, source, popup };
    return () => {
      map.setTarget(undefined);
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const first = current.source.getFeatures().length === 0;
    current.source.clear(true);
    current.source.addFeatures(
      stations.map((station) => {
        const feature = new Feature(new Point(positionOf(station)));
        feature.set('stationId', station.baseStationId);
        feature.set('mark', fleetMarkOf(station));
        return feature;
      }),
    );
    target.current?.setAttribute('data-stations', String(stations.length));
    if (first && stations.length) {
      current.map.getView().fit(boundingExtent(stations.map(positionOf)), { padding: [40, 40, 40, 40], maxZoom: 12 });
    }
  }, [stations]);

  useEffect(() => {
    parts.current?.popup.setPosition(selected ? positionOf(selected) : undefined);
  }, [selected]);

  useEffect(() => applyTiles(parts.current?.map, tiles), [tiles]);

  const counts = stations.reduce<Partial<Record<FleetMark, number>>>((sums, station) => {
    const mark = fleetMarkOf(station);
    return { ...sums, [mark]: (sums[mark] ?? 0) + 1 };
  }, {});
  return (
    <>
      <div ref={target} className={styles.map} role="region" aria-label="Map of the fleet" data-testid="fleet-map" />
      <ul className={styles.legend} aria-label="Map legend">
        {(Object.keys(FLEET_MARKS) as FleetMark[]).map((mark) => (
          <li key={mark}>
            <span className={styles.swatch} style={{ background: FLEET_MARKS[mark].colour }} aria-hidden />
            {FLEET_MARKS[mark].label}: {given ? (counts[mark] ?? 0) : '—'}
          </li>
        ))}
      </ul>
      {/* A wrapper of React's own: the overlay moves the popup into the map. */}
      <div>
        <div ref={popupElement} className={styles.popup} hidden={!selected} data-testid="fleet-popup">
          {selected && (
            <>
              <strong>
                {selected.friendly_name} ({selected.base_id})
              </strong>
              <span>{FLEET_MARKS[fleetMarkOf(selected)].label}</span>
              <dl>
                <dt>Version</dt>
                <dd>{selected.runningVersion ?? '—'}</dd>
                <dt>Last seen</dt>
                <dd>{sinceText(selected.lastSeenAt)}</dd>
                <dt>Battery</dt>
                <dd>{selected.health?.batteryPercent != null ? `${selected.health.batteryPercent}%` : '—'}</dd>
                <dt>Temperature</dt>
                <dd>{selected.health?.temperatureC != null ? `${selected.health.temperatureC} °C` : '—'}</dd>
                <dt>Signal</dt>
                <dd>{selected.health?.signalDbm != null ? `${selected.health.signalDbm} dBm` : '—'}</dd>
                <dt>Free storage</dt>
                <dd>{selected.health?.freeStorageMb != null ? `${selected.health.freeStorageMb} MB` : '—'}</dd>
              </dl>
            </>
          )}
        </div>
      </div>
    </>
  );
}
