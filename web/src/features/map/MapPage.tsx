import { useEffect } from 'react';
import page from '../../ui/Page.module.css';
import { StationsMap } from './components/StationsMap';
import { useBaseStationsQuery } from './map.api';
import styles from './Map.module.css';

export function MapPage() {
  const { data: stations = [], error } = useBaseStationsQuery();
  useEffect(() => {
    // The spec: a map that cannot load its stations says so in the console only.
    if (error) console.error('Failed to load base stations', error);
  }, [error]);
  return (
    <div className={page.page}>
      <h1>Our Locations</h1>
      <p className={styles.counter}>
        Base Stations: <strong data-testid="station-count">{stations.length}</strong>
      </p>
      <StationsMap stations={stations} />
    </div>
  );
}
