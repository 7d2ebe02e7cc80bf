import type { NearStationView } from '@storystump/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type FormEvent } from 'react';
import { distanceText } from '../distance-text';
import { useLazyPlacesQuery, useNearestStationsQuery } from '../map.api';
import styles from '../Map.module.css';

/** Where the nearest stumps are counted from: a town found, or the visitor's own place. */
interface Centre {
  label: string;
  latitude: number;
  longitude: number;
}

const NEAREST = 10;

/**
 * Finds the stumps nearest a town or village (searched in the gazetteer the API holds) or the
 * visitor (from the browser's location), listed nearest first with their distance; a name opens
 * the station on the map.
 */
export function NearbyStations({ onShow }: { onShow: (station: NearStationView) => void }) {
  const [text, setText] = useState('');
  const [centre, setCentre] = useState<Centre | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [findPlaces, places] = useLazyPlacesQuery();
  const nearest = useNearestStationsQuery(
    centre ? { latitude: String(centre.latitude), longitude: String(centre.longitude), limit: String(NEAREST) } : skipToken,
  );

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setMessage(null);
    const found = await findPlaces({ q: text })
      .unwrap()
      .catch(() => undefined);
    const [place] = found ?? [];
    if (!found) setMessage('The search did not work, please try again.');
    else if (!place) setMessage(`No town or village called "${text.trim()}" was found.`);
    else setCentre({ label: `${place.name}, ${place.region}`, latitude: place.latitude, longitude: place.longitude });
  };

  const nearMe = () => {
    setMessage(null);
    if (!('geolocation' in navigator)) return setMessage('This browser cannot say where you are.');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setCentre({ label: 'you', latitude: coords.latitude, longitude: coords.longitude }),
      () => setMessage('Your location is not available: search for a town or village instead.'),
    );
  };

  return (
    <section className={styles.nearby} aria-label="Find stumps near a place">
      <form onSubmit={(event) => void search(event)} className={styles.nearbyForm}>
        <label>
          Town or village
          <input value={text} onChange={(event) => setText(event.target.value)} autoComplete="address-level2" />
        </label>
        <button type="submit" disabled={places.isFetching}>
          Find stumps
        </button>
        <button type="button" onClick={nearMe}>
          Near me
        </button>
      </form>
      {message && <p role="alert">{message}</p>}
      {centre && nearest.isError && <p role="alert">The nearest stumps could not be loaded, please try again.</p>}
      {centre && nearest.data && (
        <>
          <h2 className={styles.nearbyHeading}>Nearest stumps to {centre.label}</h2>
          <ol className={styles.nearestList} aria-label="Nearest stumps">
            {nearest.data.map((station) => (
              <li key={station._id}>
                <button type="button" onClick={() => onShow(station)}>
                  {station.friendly_name}
                </button>{' '}
                <span data-testid="distance">{distanceText(station.distanceKm)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
