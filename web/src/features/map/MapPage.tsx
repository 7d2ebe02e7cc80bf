import type { NearStationView } from '@storystump/contracts';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import page from '../../ui/Page.module.css';
import { NearbyStations } from './components/NearbyStations';
import { formatCount } from '../../ui/numbers';
import { useStationClustersQuery } from './map.api';
import { MAP_HEIGHT_PX } from './map-view';
import { WHOLE_WORLD } from './view-box';
import styles from './Map.module.css';

// OpenLayers is most of the page's code: the heading, counter and place search are painted (and
// rendered ahead of a visit) without it, and the map arrives into a frame of its own size.
const StationsMap = lazy(() => import('./components/StationsMap').then((m) => ({ default: m.StationsMap })));

const unchanging = () => () => undefined;
/** Whether the page runs in a browser: false while it is rendered ahead of a visit. */
const useInBrowser = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

export function MapPage() {
  // The whole world's clusters: a few features whose counts add up to every station.
  const { data: world, error } = useStationClustersQuery(WHOLE_WORLD);
  const count = world?.reduce((sum, feature) => sum + feature.count, 0);
  const inBrowser = useInBrowser();
  // A new object each time, so that the same station found twice is shown twice.
  const [focus, setFocus] = useState<{ station: NearStationView } | null>(null);
  useEffect(() => {
    // Said on the page too (the counter), so a failure never reads as "no stations".
    if (error) console.error('Failed to load base stations', error);
  }, [error]);
  const mapFrame = <div className={styles.mapFrame} style={{ minHeight: MAP_HEIGHT_PX }} aria-busy="true" />;
  return (
    <div className={page.page}>
      <h1>Our Locations</h1>
      {error ? (
        <p className={styles.counter} role="alert">
          Base Stations: <strong data-testid="station-count-failure">could not be loaded, please try again later.</strong>
        </p>
      ) : (
        <p className={styles.counter}>
          {'Base Stations: '}
          <strong data-testid="station-count" aria-busy={count === undefined}>
            {count === undefined ? '…' : formatCount(count)}
          </strong>
        </p>
      )}
      <NearbyStations onShow={(station) => setFocus({ station })} />
      {inBrowser ? (
        <Suspense fallback={mapFrame}>
          <StationsMap focus={focus} />
        </Suspense>
      ) : (
        mapFrame
      )}
    </div>
  );
}
