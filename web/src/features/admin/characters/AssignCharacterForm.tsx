import { useState, type FormEvent } from 'react';
import type { CharacterView, UserView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { characterOption } from './character-option';
import { useAssignCharacterMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from '../report-outcome';

/** Only unassigned characters are offered; a character and a user are both needed. */
export function AssignCharacterForm({
  characters,
  users,
  report,
}: {
  characters: CharacterView[];
  users: UserView[];
  report: Report;
}) {
  const [assign, { isLoading }] = useAssignCharacterMutation();
  const [serialNumber, setSerialNumber] = useState('');
  const [userId, setUserId] = useState('');
  const unassigned = characters.filter((character) => !character.owner);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const assigned = await reportOutcome(
      report,
      () => assign({ serialNumber, userId }).unwrap(),
      'Character assigned to user successfully.',
      'Failed to assign character',
    );
    if (assigned) setSerialNumber('');
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Assign character">
      <SelectField
        id="assign-character"
        label="Character"
        placeholder="Select an unassigned character"
        options={unassigned.map(characterOption('serialNumber'))}
        value={serialNumber}
        onValue={setSerialNumber}
        required
      />
      <SelectField
        id="assign-user"
        label="User"
        placeholder="Select a user"
        options={users.map((user) => ({ value: user._id, label: `${user.displayName} (${user.email})` }))}
        value={userId}
        onValue={setUserId}
        required
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Assign to User
        </Button>
      </div>
    </form>
  );
}
