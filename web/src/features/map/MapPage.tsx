import { useEffect } from 'react';
import page from '../../ui/Page.module.css';
import { StationsMap } from './components/StationsMap';
import { useBaseStationsQuery } from './map.api';
import styles from './Map.module.css';

export function MapPage() {
  const { data: stations = [], error } = useBaseStationsQuery();
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
          Base Stations: <strong data-testid="station-count">{stations.length}</strong>
        </p>
      )}
      <StationsMap stations={stations} />
    </div>
  );
}
