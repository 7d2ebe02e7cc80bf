import type { StationMapFeature, StationView } from '@storystump/contracts';
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
import { ReportProblemForm } from '../../reports/ReportProblemForm';
import { applyTiles, baseLayers } from '../base-layers';
import { useViewBox } from '../hooks/use-view-box';
import { useBaseStationsQuery, useMapTilesQuery, useStationClustersQuery } from '../map.api';
import { googleMapsUrl, MAP_CENTRE, MAP_HEIGHT_PX, MAP_ZOOM } from '../map-view';
import styles from '../Map.module.css';
import { clusterStyle } from './cluster-style';
import { answerAtPixel, markDrawn, olFeaturesOf, positionOf, zoomInto } from './map-features';
import { MapPopup } from './MapPopup';

interface MapParts {
  map: OlMap;
  markers: VectorSource<Feature<Point>>;
  popup: Overlay;
}

/** The zoom a station shown from a search is shown at: its street. */
const FOCUS_ZOOM = 15;

/** A station the popup can show: from a marker of the map or from the list. */
type Shown = Pick<StationView, '_id' | 'friendly_name' | 'latitude' | 'longitude' | 'resting'>;

/**
 * The stations on an OpenLayers map: it asks for those in its view as it settles after each move,
 * drawn as clusters with their counts where they are dense and as markers where few. A click on a
 * marker opens its popup, a click on a cluster zooms into it. A list below (read only when opened)
 * opens the same popups from the keyboard, as does a station found near a place.
 */
export function StationsMap({ focus }: { focus?: { station: Shown } | null }) {
  const target = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const [map, setMap] = useState<OlMap>();
  const [selected, setSelected] = useState<Shown | null>(focus?.station ?? null);
  const [listOpen, setListOpen] = useState(false);
  const tiles = useMapTilesQuery().data;
  const view = useViewBox(map);
  const features = useStationClustersQuery(view ?? { bbox: '', zoom: 0 }, { skip: !view }).data;
  const list = useBaseStationsQuery(undefined, { skip: !listOpen });

  useEffect(() => {
    const markers = new VectorSource<Feature<Point>>();
    const layer = new VectorLayer({ source: markers, style: clusterStyle });
    const popup = new Overlay({ element: popupElement.current!, stopEvent: true });
    const created = new OlMap({
      target: target.current!,
      layers: [...baseLayers(), layer],
      view: new View({ center: fromLonLat([MAP_CENTRE.longitude, MAP_CENTRE.latitude]), zoom: MAP_ZOOM }),
      overlays: [popup],
    });
    created.on('singleclick', (event) => {
      const clicked = answerAtPixel<StationMapFeature>(created, layer, event.pixel);
      if (!clicked) setSelected(null);
      else if (clicked.count === 1 && clicked._id !== undefined && clicked.friendly_name !== undefined)
        setSelected({
          _id: clicked._id,
          friendly_name: clicked.friendly_name,
          latitude: clicked.latitude,
          longitude: clicked.longitude,
          resting: clicked.resting ?? false,
        });
      else zoomInto(created, clicked);
    });
    created.on('pointermove', (event) => {
      const over = created.hasFeatureAtPixel(event.pixel, { layerFilter: (candidate) => candidate === layer });
      if (target.current) target.current.style.cursor = over ? 'pointer' : '';
    });
    parts.current = { map: created, markers, popup };
    setMap(created);
    return () => {
      created.setTarget(undefined);
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const markers = parts.current?.markers;
    if (!markers || !features) return;
    markers.clear(true);
    markers.addFeatures(olFeaturesOf(features));
    markDrawn(target.current, features);
  }, [features]);

  useEffect(() => {
    parts.current?.popup.setPosition(selected ? positionOf(selected) : undefined);
  }, [selected]);

  /** Shows a station found near a place: its street, and its popup. */
  useEffect(() => applyTiles(parts.current?.map, tiles), [tiles]);
  // A station found near a place (perhaps before the map arrived): its popup opens, the map flies to it.
  const [focused, setFocused] = useState(focus);
  if (focus !== focused) {
    setFocused(focus);
    if (focus) setSelected(focus.station);
  }
  useEffect(() => {
    if (focus) parts.current?.map.getView().animate({ center: positionOf(focus.station), zoom: FOCUS_ZOOM, duration: 300 });
  }, [focus]);

  return (
    <>
      <div
        ref={target}
        className={styles.map}
        style={{ height: MAP_HEIGHT_PX }}
        role="region"
        aria-label="Map of base stations"
        data-testid="stations-map"
      />
      <MapPopup ref={popupElement} open={Boolean(selected)} onClose={() => setSelected(null)} testId="station-popup">
        {selected && (
          <>
            <strong>{selected.friendly_name}</strong>
            {selected.resting && <p className={styles.resting}>Resting, back soon</p>}
            <a href={googleMapsUrl(selected.latitude, selected.longitude)} target="_blank" rel="noopener noreferrer">
              View on Google Maps
            </a>
            <ReportProblemForm key={selected._id} stationId={selected._id} />
          </>
        )}
      </MapPopup>
      <details onToggle={(event) => setListOpen(event.currentTarget.open)}>
        <summary>List of base stations</summary>
        {listOpen && list.isLoading && <p role="status">Loading...</p>}
        {listOpen && list.data && (
          <ul className={styles.stationList}>
            {list.data.map((station) => (
              <li key={station._id}>
                <button
                  type="button"
                  onClick={() => {
                    parts.current?.map.getView().animate({ center: positionOf(station), duration: 300 });
                    setSelected(station);
                  }}
                >
                  {station.friendly_name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </details>
    </>
  );
}
