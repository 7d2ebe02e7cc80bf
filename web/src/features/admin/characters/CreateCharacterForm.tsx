import { useState, type FormEvent } from 'react';
import type { CharacterTypeView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { useCreateCharacterMutation } from '../../characters/characters.api';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from '../report-outcome';

/** A character needs a type and a serial number. */
export function CreateCharacterForm({ types, report }: { types: CharacterTypeView[]; report: Report }) {
  const [create, { isLoading }] = useCreateCharacterMutation();
  const [encryptedType, setEncryptedType] = useState('');
  const [serialNumber, setSerialNumber] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { encryptedCharacterType: encryptedType, serialNumber: serialNumber.trim() };
    const created = await reportOutcome(
      report,
      () => create(input).unwrap(),
      `Character created: ${input.serialNumber}`,
      'Failed to create character',
    );
    if (created) setSerialNumber('');
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Create character">
      <SelectField
        id="new-character-type"
        label="Character type"
        placeholder="Select a character type"
        options={types.map((type) => ({ value: type.characterEncryptedType, label: type.characterType }))}
        value={encryptedType}
        onValue={setEncryptedType}
        required
      />
      <Field
        label="Serial number"
        value={serialNumber}
        onChange={(e) => setSerialNumber(e.target.value)}
        required
        maxLength={64}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Create Character
        </Button>
      </div>
    </form>
  );
}
