import { MISSION_RULE_KINDS, type CreateMissionInput, type MissionRuleKind } from '@storystump/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from '../report-outcome';
import { useCreateMissionMutation } from './missions.api';
import { RULE_LABELS } from './rule-text';

/** A moment typed in the admin's local time (a datetime-local field), as the API takes it. */
const momentOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** A new mission: what it asks, for which characters, and the badge it gives. */
export function MissionForm({ report }: { report: Report }) {
  const [create, { isLoading }] = useCreateMissionMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<MissionRuleKind | ''>('');
  const [count, setCount] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [characterType, setCharacterType] = useState('');
  const [badge, setBadge] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind) {
      report({ kind: 'error', text: 'Please choose what the mission counts.' });
      return;
    }
    const input: CreateMissionInput = {
      title: title.trim(),
      description: description.trim(),
      rule: { kind, count: Number(count), from: momentOf(from), to: momentOf(to) },
      ...(characterType.trim() ? { characterType: characterType.trim() } : {}),
      ...(badge.trim() ? { badge: badge.trim() } : {}),
    };
    const added = await reportOutcome(
      report,
      () => create(input).unwrap(),
      `Mission added: ${input.title}`,
      'Failed to add mission',
    );
    if (added) {
      for (const clear of [setTitle, setDescription, setCount, setFrom, setTo, setCharacterType, setBadge]) clear('');
      setKind('');
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Add mission">
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={120} />
      <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} required maxLength={1000} />
      <SelectField
        label="Counts"
        placeholder="Choose what it counts"
        options={MISSION_RULE_KINDS.map((value) => ({ value, label: RULE_LABELS[value] }))}
        value={kind}
        onValue={(value) => setKind(value as MissionRuleKind | '')}
      />
      <Field label="Goal" type="number" min={1} max={10000} value={count} onChange={(e) => setCount(e.target.value)} required />
      <Field label="From (optional)" type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      <Field label="To (optional)" type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      <Field
        label="Character type (optional)"
        value={characterType}
        onChange={(e) => setCharacterType(e.target.value)}
        maxLength={60}
      />
      <Field label="Badge (optional)" value={badge} onChange={(e) => setBadge(e.target.value)} maxLength={40} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Add Mission
        </Button>
      </div>
    </form>
  );
}
