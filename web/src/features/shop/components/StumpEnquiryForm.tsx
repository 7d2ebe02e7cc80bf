import { useState, type FormEvent } from 'react';
import type { StumpEnquiryInput } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import fieldStyles from '../../../ui/Field.module.css';
import { useSendStumpEnquiryMutation } from '../../marketing/marketing.api';
import styles from '../Shop.module.css';

type Draft = Record<keyof StumpEnquiryInput, string>;

const EMPTY: Draft = {
  firstName: '',
  lastName: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  shortDescription: '',
  treeStumpLocation: '',
};

const FIELDS: { name: keyof Draft; label: string; required: boolean; type?: string; max: number }[] = [
  { name: 'firstName', label: 'First name', required: true, max: 60 },
  { name: 'lastName', label: 'Last name', required: true, max: 60 },
  { name: 'email', label: 'Email', required: true, type: 'email', max: 254 },
  { name: 'addressLine1', label: 'Address line 1', required: true, max: 120 },
  { name: 'addressLine2', label: 'Address line 2', required: false, max: 120 },
  { name: 'city', label: 'City', required: true, max: 80 },
  { name: 'state', label: 'State', required: true, max: 80 },
  { name: 'postalCode', label: 'Postal code', required: true, max: 20 },
  { name: 'country', label: 'Country', required: true, max: 80 },
  { name: 'treeStumpLocation', label: 'Stump location', required: false, max: 200 },
];

/** Asking about a tree stump of one's own: replaced by 'Successfully sent' once it is on its way. */
export function StumpEnquiryForm() {
  const [send, { isLoading }] = useSendStumpEnquiryMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [state, setState] = useState<'idle' | 'sent' | 'error'>('idle');
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim()])) as Draft;
    const { addressLine2, treeStumpLocation, ...required } = trimmed;
    try {
      await send({
        ...required,
        ...(addressLine2 ? { addressLine2 } : {}),
        ...(treeStumpLocation ? { treeStumpLocation } : {}),
      }).unwrap();
      setState('sent');
    } catch {
      setState('error');
    }
  };

  if (state === 'sent')
    return (
      <section aria-labelledby="stump-heading" className={styles.stump}>
        <h2 id="stump-heading">A stump of your own</h2>
        <p role="status" className={styles.sent}>
          Successfully sent
        </p>
      </section>
    );
  return (
    <section aria-labelledby="stump-heading" className={styles.stump}>
      <h2 id="stump-heading">A stump of your own</h2>
      <p>Have a tree stump in your garden? Tell us where it is and we will be in touch. Fields marked * are required.</p>
      <form
        className={styles.stumpForm}
        onSubmit={(event) => void submit(event)}
        onReset={() => {
          setDraft(EMPTY);
          setState('idle');
        }}
        aria-label="Tree stump enquiry"
      >
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.required ? `${field.label} *` : field.label}
            name={field.name}
            type={field.type ?? 'text'}
            value={draft[field.name]}
            onChange={set(field.name)}
            required={field.required}
            maxLength={field.max}
          />
        ))}
        <div className={`${fieldStyles.field} ${styles.wide}`}>
          <label htmlFor="stump-description">Short description *</label>
          <textarea
            id="stump-description"
            name="shortDescription"
            className={fieldStyles.control}
            rows={4}
            value={draft.shortDescription}
            onChange={set('shortDescription')}
            required
            maxLength={2000}
          />
        </div>
        {state === 'error' && (
          <p role="alert" className={`${styles.error} ${styles.wide}`}>
            An error occurred. Please try again.
          </p>
        )}
        <div className={styles.wide}>
          <Button type="submit" disabled={isLoading}>
            Send Enquiry
          </Button>{' '}
          <Button type="reset" variant="secondary">
            Reset
          </Button>
        </div>
      </form>
    </section>
  );
}
