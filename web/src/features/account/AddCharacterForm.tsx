import { useState, type FormEvent } from 'react';
import type { CharacterView } from '@storystump/contracts';
import { failureText } from '../../api/server-message';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useClaimCharacterMutation } from '../characters/characters.api';
import styles from './Account.module.css';

/** Adds a character the family bought: the serial number and claim code are on the card in its box. */
export function AddCharacterForm({ onAdded }: { onAdded: (character: CharacterView) => void }) {
  const [claim, { isLoading }] = useClaimCharacterMutation();
  const [serialNumber, setSerialNumber] = useState('');
  const [claimCode, setClaimCode] = useState('');
  const [status, setStatus] = useState<Status | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const character = await claim({ serialNumber: serialNumber.trim(), claimCode }).unwrap();
      setStatus({ kind: 'success', text: `${character.name} is now in your account.` });
      setSerialNumber('');
      setClaimCode('');
      onAdded(character);
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'The character could not be added') });
    }
  };

  return (
    <section aria-labelledby="add-character-heading" className={styles.addCharacter}>
      <h3 id="add-character-heading">Add a character</h3>
      <p className={styles.hint}>The serial number and claim code are on the card in the character&apos;s box.</p>
      <StatusMessage status={status} />
      <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} aria-label="Add a character">
        <Field
          label="Serial number"
          name="serialNumber"
          autoComplete="off"
          required
          maxLength={64}
          value={serialNumber}
          onChange={(e) => setSerialNumber(e.target.value)}
        />
        <Field
          label="Claim code"
          name="claimCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          placeholder="XXXXX-XXXXX"
          value={claimCode}
          onChange={(e) => setClaimCode(e.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          Add character
        </Button>
      </form>
    </section>
  );
}
