import { useEffect, useMemo } from 'react';
import { useVisitedPlacesQuery } from '../characters/characters.api';
import { placedStumps } from './journey-places';
import { JourneyMap } from './JourneyMap';

/** Where the chosen character has been, a marker per stump over all its visits (this module and OpenLayers load only here). */
export function CharacterJourney({ characterId }: { characterId: string }) {
  const { data: places, error } = useVisitedPlacesQuery(characterId);
  const stumps = useMemo(() => (places ? placedStumps(places) : null), [places]);
  useEffect(() => {
    if (error) console.error('The journey could not be loaded', error);
  }, [error]);
  if (error) return null;
  if (!stumps) return <p role="status">Loading the journey...</p>;
  if (!stumps.length) return null;
  return <JourneyMap stumps={stumps} />;
}
