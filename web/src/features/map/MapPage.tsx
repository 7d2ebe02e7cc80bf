import { useEffect } from 'react';
import page from '../../ui/Page.module.css';
import { StationsMap } from './components/StationsMap';
import { useStationClustersQuery } from './map.api';
import { WHOLE_WORLD } from './view-box';
import styles from './Map.module.css';

export function MapPage() {
  // The whole world's clusters: a few features whose counts add up to every station.
  const { data: world, error } = useStationClustersQuery(WHOLE_WORLD);
  const count = world?.reduce((sum, feature) => sum + feature.count, 0);
  useEffect(() => {
    // Said on the page too (the counter), so a failure never reads as "no stations".
    if (error) console.error('Failed to load base stations', error);
  }, [error]);
  return (
    <div className={page.page}>
      <h1>Our Locations</h1>
      {error ? (
        <p className={styles.counter} role="alert">
          Base Stations: <strong data-testid="station-count-failure">could not be loaded, please try again later.</strong>
        </p>
      ) : (
        <p className={styles.counter}>
          Base Stations: <strong data-testid="station-count">{count ?? 0}</strong>
        </p>
      )}
      <StationsMap />
    </div>
  );
}
