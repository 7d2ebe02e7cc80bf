import { MAX_VISITS_PAGE } from '@storystump/contracts';
import { useMemo } from 'react';
import { useVisitsQuery } from '../characters/characters.api';
import { useBaseStationsQuery } from '../map/map.api';
import { journeyStops } from './journey-stops';
import { JourneyMap } from './JourneyMap';

/** The chosen character's latest visits as a journey on a map (this module and OpenLayers load only here). */
export function CharacterJourney({ characterId }: { characterId: string }) {
  const visits = useVisitsQuery({ characterId, limit: MAX_VISITS_PAGE });
  const stations = useBaseStationsQuery();
  const stops = useMemo(
    () => (visits.data && stations.data ? journeyStops(visits.data, stations.data) : null),
    [visits.data, stations.data],
  );
  if (!stops) return <p role="status">Loading the journey...</p>;
  if (!stops.length) return null;
  return <JourneyMap stops={stops} />;
}
