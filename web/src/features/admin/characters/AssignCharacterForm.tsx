import { useState, type FormEvent } from 'react';
import type { CharacterView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useAssignCharacterMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { CharacterPicker } from '../pickers/CharacterPicker';
import { UserPicker } from '../pickers/UserPicker';
import { reportOutcome, type Report } from '../report-outcome';

const unassigned = (character: CharacterView) => !character.owner;

/** Only unassigned characters are offered; a character and a user are both needed. */
export function AssignCharacterForm({ report }: { report: Report }) {
  const [assign, { isLoading }] = useAssignCharacterMutation();
  const [character, setCharacter] = useState<CharacterView | null>(null);
  const [userId, setUserId] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!character) return;
    const assigned = await reportOutcome(
      report,
      () => assign({ serialNumber: character.serialNumber, userId }).unwrap(),
      'Character assigned to user successfully.',
      'Failed to assign character',
    );
    if (assigned) setCharacter(null);
  };
  return (
    <form className={styles.pickerForm} onSubmit={(event) => void submit(event)} aria-label="Assign character">
      <CharacterPicker
        id="assign-character"
        placeholder="Select an unassigned character"
        valueField="serialNumber"
        offers={unassigned}
        value={character?.serialNumber ?? ''}
        onCharacter={setCharacter}
      />
      <UserPicker id="assign-user" value={userId} onValue={setUserId} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Assign to User
        </Button>
      </div>
    </form>
  );
}
