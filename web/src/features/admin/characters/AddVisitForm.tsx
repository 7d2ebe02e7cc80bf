import { useState, type FormEvent } from 'react';
import type { CharacterView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useAddVisitMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { CharacterPicker } from '../pickers/CharacterPicker';
import { StationPicker } from '../pickers/StationPicker';
import { reportOutcome, type Report } from '../report-outcome';

/** A visit now, of a character at a base station; both are needed. */
export function AddVisitForm({ report }: { report: Report }) {
  const [addVisit, { isLoading }] = useAddVisitMutation();
  const [character, setCharacter] = useState<CharacterView | null>(null);
  const [stationId, setStationId] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!character) return;
    await reportOutcome(
      report,
      () => addVisit({ baseStationId: stationId, serialNumber: character.serialNumber, characterId: character._id }).unwrap(),
      'Visit added successfully.',
      'Failed to add visit',
    );
  };
  return (
    <form className={styles.pickerForm} onSubmit={(event) => void submit(event)} aria-label="Add visit">
      <CharacterPicker
        id="visit-character"
        placeholder="Select a character"
        valueField="_id"
        value={character?._id ?? ''}
        onCharacter={setCharacter}
      />
      <StationPicker id="visit-station" value={stationId} onValue={setStationId} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Add Visit
        </Button>
      </div>
    </form>
  );
}
