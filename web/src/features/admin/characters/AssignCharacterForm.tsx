import { useState, type FormEvent } from 'react';
import type { CharacterView, UserView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useAssignCharacterMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from './report-outcome';

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
      <div>
        <label htmlFor="assign-character">Character</label>
        <select
          id="assign-character"
          className={styles.select}
          value={serialNumber}
          onChange={(e) => setSerialNumber(e.target.value)}
          required
        >
          <option value="">Select an unassigned character</option>
          {unassigned.map((character) => (
            <option key={character._id} value={character.serialNumber}>
              {character.serialNumber} ({character.characterType})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="assign-user">User</label>
        <select id="assign-user" className={styles.select} value={userId} onChange={(e) => setUserId(e.target.value)} required>
          <option value="">Select a user</option>
          {users.map((user) => (
            <option key={user._id} value={user._id}>
              {user.displayName} ({user.email})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Assign to User
        </Button>
      </div>
    </form>
  );
}
