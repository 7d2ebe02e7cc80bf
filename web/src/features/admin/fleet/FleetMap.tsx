import type { FleetMapFeature, FleetReply } from '@storystump/contracts';
import type Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import type Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import 'ol/ol.css';
import { useEffect, useRef, useState } from 'react';
import { applyTiles, baseLayers } from '../../map/base-layers';
import { countedStyle } from '../../map/components/cluster-style';
import { answerAtPixel, markDrawn, olFeaturesOf, positionOf, zoomInto } from '../../map/components/map-features';
import { useViewBox } from '../../map/hooks/use-view-box';
import { useMapTilesQuery } from '../../map/map.api';
import { useFleetClustersQuery, useStationStatusQuery } from '../basestations/basestations.api';
import { sinceText } from '../last-contact';
import { formatCount } from '../../../ui/numbers';
import { FLEET_MARKS, fleetMarkOf, type FleetMark } from './fleet-marks';
import styles from './Fleet.module.css';

/** How often the view's clusters are asked again while the tab is open: their states change with every heartbeat. */
const REFRESH_MS = 5000;

const styleOf = (feature: { get(key: string): unknown }) => {
  const answer = feature.get('answer') as FleetMapFeature;
  return countedStyle(answer.count, FLEET_MARKS[answer.worstState].colour);
};

/**
 * The fleet on a map: the stations in its view, asked for as it settles after each move, each
 * station coloured by its most pressing state and each cluster by the worst of its stations'; a
 * station's health in a popup (asked for when it opens). The legend counts the whole fleet by mark
 * (`marks`, from the fleet's figures); until those are in hand (loading, or they could not be
 * fetched) it counts nothing.
 */
export function FleetMap({ marks }: { marks: FleetReply['marks'] | undefined }) {
  const target = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: OlMap; source: VectorSource<Feature<Point>>; popup: Overlay } | null>(null);
  const [map, setMap] = useState<OlMap>();
  const [picked, setPicked] = useState<FleetMapFeature | null>(null);
  const tiles = useMapTilesQuery().data;
  const view = useViewBox(map);
  const features = useFleetClustersQuery(view ?? { bbox: '', zoom: 0 }, { skip: !view, pollingInterval: REFRESH_MS }).data;
  const status = useStationStatusQuery(picked?._id ?? '', { skip: !picked?._id, pollingInterval: REFRESH_MS }).currentData;

  useEffect(() => {
    const source = new VectorSource<Feature<Point>>();
    const layer = new VectorLayer({ source, style: styleOf });
    const popup = new Overlay({ element: popupElement.current!, stopEvent: true });
    const created = new OlMap({
      target: target.current!,
      layers: [...baseLayers(), layer],
      view: new View({ center: fromLonLat([-1.5, 52.5]), zoom: 6 }),
      overlays: [popup],
    });
    created.on('singleclick', (event) => {
      const clicked = answerAtPixel<FleetMapFeature>(created, layer, event.pixel);
      if (clicked && clicked.count > 1) zoomInto(created, clicked);
      else setPicked(clicked ?? null);
    });
    parts.current = { map: created, source, popup };
    setMap(created);
    return () => {
      created.setTarget(undefined);
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current || !features) return;
    current.source.clear(true);
    current.source.addFeatures(olFeaturesOf(features));
    markDrawn(target.current, features);
    target.current?.setAttribute('data-stations', String(features.reduce((sum, feature) => sum + feature.count, 0)));
  }, [features]);

  useEffect(() => {
    parts.current?.popup.setPosition(picked ? positionOf(picked) : undefined);
  }, [picked]);

  useEffect(() => applyTiles(parts.current?.map, tiles), [tiles]);

  return (
    <>
      <div ref={target} className={styles.map} role="region" aria-label="Map of the fleet" data-testid="fleet-map" />
      <ul className={styles.legend} aria-label="Map legend">
        {(Object.keys(FLEET_MARKS) as FleetMark[]).map((mark) => (
          <li key={mark}>
            <span className={styles.swatch} style={{ background: FLEET_MARKS[mark].colour }} aria-hidden />
            {FLEET_MARKS[mark].label}: {marks ? formatCount(marks[mark]) : '—'}
          </li>
        ))}
      </ul>
      {/* A wrapper of React's own: the overlay moves the popup into the map. */}
      <div>
        <div ref={popupElement} className={styles.popup} hidden={!picked} data-testid="fleet-popup">
          {picked && (
            <>
              <strong>
                {picked.friendly_name} ({picked.base_id})
              </strong>
              <span>{FLEET_MARKS[status ? fleetMarkOf(status) : picked.worstState].label}</span>
              {status?.lost && <span className={styles.lost}>Stolen or lost</span>}
              {status && (
                <dl>
                  <dt>Version</dt>
                  <dd>{status.runningVersion ?? '—'}</dd>
                  <dt>Last seen</dt>
                  <dd>{sinceText(status.lastSeenAt)}</dd>
                  <dt>Battery</dt>
                  <dd>{status.health?.batteryPercent != null ? `${status.health.batteryPercent}%` : '—'}</dd>
                  <dt>Temperature</dt>
                  <dd>{status.health?.temperatureC != null ? `${status.health.temperatureC} °C` : '—'}</dd>
                  <dt>Signal</dt>
                  <dd>{status.health?.signalDbm != null ? `${status.health.signalDbm} dBm` : '—'}</dd>
                  <dt>Free storage</dt>
                  <dd>{status.health?.freeStorageMb != null ? `${status.health.freeStorageMb} MB` : '—'}</dd>
                </dl>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
