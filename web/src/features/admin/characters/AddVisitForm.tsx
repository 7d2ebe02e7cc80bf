import { useState, type FormEvent } from 'react';
import type { CharacterView, StationView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { characterOption } from './character-option';
import { useAddVisitMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from '../report-outcome';

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
      <SelectField
        id="visit-character"
        label="Character"
        placeholder="Select a character"
        options={characters.map(characterOption('_id'))}
        value={characterId}
        onValue={setCharacterId}
        required
      />
      <SelectField
        id="visit-station"
        label="Base station"
        placeholder="Select a base station"
        options={stations.map((station) => ({ value: station._id, label: `${station.base_id} (${station.friendly_name})` }))}
        value={stationId}
        onValue={setStationId}
        required
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Add Visit
        </Button>
      </div>
    </form>
  );
}
