import type { StationView } from '@storystump/contracts';
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
import 'ol/ol.css';
import { useEffect, useRef, useState } from 'react';
import { applyTiles, baseLayers } from '../base-layers';
import { useMapTilesQuery } from '../map.api';
import { CLUSTER_DISTANCE_PX, googleMapsUrl, MAP_CENTRE, MAP_HEIGHT_PX, MAP_ZOOM } from '../map-view';
import styles from '../Map.module.css';
import { clusterStyle } from './cluster-style';
import { MapPopup } from './MapPopup';

interface MapParts {
  map: OlMap;
  stations: VectorSource<Feature<Point>>;
  popup: Overlay;
}

const positionOf = (station: StationView) => fromLonLat([station.longitude, station.latitude]);

/**
 * The stations on an OpenLayers map: markers cluster when they crowd (so 10,000 stations stay
 * smooth), a click on a marker opens its popup, a click on a cluster zooms into it. A list
 * below opens the same popups from the keyboard.
 */
export function StationsMap({ stations }: { stations: StationView[] }) {
  const target = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const [selected, setSelected] = useState<StationView | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const tiles = useMapTilesQuery().data;

  useEffect(() => {
    const source = new VectorSource<Feature<Point>>();
    const clusters = new Cluster({ distance: CLUSTER_DISTANCE_PX, source });
    const markers = new VectorLayer({ source: clusters, style: clusterStyle });
    const popup = new Overlay({ element: popupElement.current!, stopEvent: true });
    const map = new OlMap({
      target: target.current!,
      layers: [...baseLayers(), markers],
      view: new View({ center: fromLonLat([MAP_CENTRE.longitude, MAP_CENTRE.latitude]), zoom: MAP_ZOOM }),
      overlays: [popup],
    });
    map.on('singleclick', (event) => {
      const [cluster] = map.getFeaturesAtPixel(event.pixel, { layerFilter: (layer) => layer === markers, hitTolerance: 4 });
      const members = (cluster?.get('features') as Array<Feature<Point>> | undefined) ?? [];
      if (members.length === 1) {
        setSelected(members[0]!.get('station') as StationView);
      } else if (members.length > 1) {
        const extent = boundingExtent(members.map((member) => member.getGeometry()!.getCoordinates()));
        map.getView().fit(extent, { duration: 300, padding: [60, 60, 60, 60], maxZoom: 16 });
      } else {
        setSelected(null);
      }
    });
    map.on('pointermove', (event) => {
      const over = map.hasFeatureAtPixel(event.pixel, { layerFilter: (layer) => layer === markers });
      if (target.current) target.current.style.cursor = over ? 'pointer' : '';
    });
    // What is drawn, for anyone (and any test) that cannot read a canvas.
    map.on('rendercomplete', () => {
      const drawn = clusters.getFeatures().map((f) => (f.get('features') as unknown[]).length);
      target.current?.setAttribute('data-markers', String(drawn.filter((n) => n === 1).length));
      target.current?.setAttribute('data-clusters', String(drawn.filter((n) => n > 1).length));
    });
    parts.current = { map, stations: source, popup };
    return () => {
      map.setTarget(undefined);
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const source = parts.current?.stations;
    if (!source) return;
    source.clear(true);
    source.addFeatures(
      stations.map((station) => {
        const feature = new Feature(new Point(positionOf(station)));
        feature.set('station', station);
        return feature;
      }),
    );
  }, [stations]);

  useEffect(() => {
    parts.current?.popup.setPosition(selected ? positionOf(selected) : undefined);
  }, [selected]);

  useEffect(() => applyTiles(parts.current?.map, tiles), [tiles]);

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
            <a href={googleMapsUrl(selected.latitude, selected.longitude)} target="_blank" rel="noopener noreferrer">
              View on Google Maps
            </a>
          </>
        )}
      </MapPopup>
      <details onToggle={(event) => setListOpen(event.currentTarget.open)}>
        <summary>List of base stations</summary>
        {listOpen && (
          <ul className={styles.stationList}>
            {stations.map((station) => (
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
