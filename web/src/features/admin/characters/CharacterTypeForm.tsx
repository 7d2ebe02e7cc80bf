import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { useAppendCharacterTypeMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from '../report-outcome';

/** A new type needs both the encrypted code its toys carry and its name. */
export function CharacterTypeForm({ report }: { report: Report }) {
  const [append, { isLoading }] = useAppendCharacterTypeMutation();
  const [encryptedType, setEncryptedType] = useState('');
  const [characterType, setCharacterType] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { characterEncryptedType: encryptedType.trim(), characterType: characterType.trim() };
    const added = await reportOutcome(
      report,
      () => append(input).unwrap(),
      `Character type added: ${input.characterType}`,
      'Failed to add character type',
    );
    if (added) {
      setEncryptedType('');
      setCharacterType('');
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Add character type">
      <Field
        label="Encrypted type"
        value={encryptedType}
        onChange={(e) => setEncryptedType(e.target.value)}
        required
        maxLength={128}
      />
      <Field label="Type" value={characterType} onChange={(e) => setCharacterType(e.target.value)} required maxLength={60} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Add Character Type
        </Button>
      </div>
    </form>
  );
}
