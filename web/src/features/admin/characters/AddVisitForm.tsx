import { useState, type FormEvent } from 'react';
import type { CharacterView, StationView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useAddVisitMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from './report-outcome';

/** A visit now, of a character at a base station; both are needed. */
export function AddVisitForm({
  characters,
  stations,
  report,
}: {
  characters: CharacterView[];
  stations: StationView[];
  report: Report;
}) {
  const [addVisit, { isLoading }] = useAddVisitMutation();
  const [characterId, setCharacterId] = useState('');
  const [stationId, setStationId] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const character = characters.find((c) => c._id === characterId);
    if (!character) return;
    await reportOutcome(
      report,
      () => addVisit({ baseStationId: stationId, serialNumber: character.serialNumber, characterId }).unwrap(),
      'Visit added successfully.',
      'Failed to add visit',
    );
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Add visit">
      <div>
        <label htmlFor="visit-character">Character</label>
        <select
          id="visit-character"
          className={styles.select}
          value={characterId}
          onChange={(e) => setCharacterId(e.target.value)}
          required
        >
          <option value="">Select a character</option>
          {characters.map((character) => (
            <option key={character._id} value={character._id}>
              {character.serialNumber} ({character.characterType})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="visit-station">Base station</label>
        <select
          id="visit-station"
          className={styles.select}
          value={stationId}
          onChange={(e) => setStationId(e.target.value)}
          required
        >
          <option value="">Select a base station</option>
          {stations.map((station) => (
            <option key={station._id} value={station._id}>
              {station.base_id} ({station.friendly_name})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Add Visit
        </Button>
      </div>
    </form>
  );
}
