import { REPORT_CATEGORIES, type ReportCategory } from '@storystump/contracts';
import { useId, useState, type FormEvent } from 'react';
import { failureText } from '../../api/server-message';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import fieldStyles from '../../ui/Field.module.css';
import { SelectField } from '../../ui/SelectField';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { REPORT_CATEGORY_LABELS } from './report-categories';
import { useReportStationMutation } from './reports.api';

const CATEGORY_OPTIONS = REPORT_CATEGORIES.map((value) => ({ value, label: REPORT_CATEGORY_LABELS[value] }));

/**
 * "Report a problem with this stump": a button that opens a short form (what is wrong, a message,
 * an e-mail to hear back if wished). For the map's popup and the host portal alike.
 */
export function ReportProblemForm({ stationId }: { stationId: string }) {
  const [report, { isLoading }] = useReportStationMutation();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const messageId = useId();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category) return;
    setStatus(null);
    try {
      await report({
        params: { id: stationId },
        body: { category, message: message.trim(), email: email.trim() || undefined },
      }).unwrap();
      setOpen(false);
      setCategory('');
      setMessage('');
      setEmail('');
      setStatus({ kind: 'success', text: 'Thank you: your report was sent.' });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'Your report could not be sent. Please try again.') });
    }
  };

  return (
    <div>
      {open ? (
        <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
          <h3 id={headingId}>Report a problem with this stump</h3>
          <SelectField
            label="What is wrong?"
            placeholder="Choose one"
            options={CATEGORY_OPTIONS}
            value={category}
            onValue={(value) => setCategory(value as ReportCategory | '')}
            required
          />
          <div className={fieldStyles.field}>
            <label htmlFor={messageId}>Message</label>
            <textarea
              id={messageId}
              className={fieldStyles.control}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              required
              maxLength={2000}
            />
          </div>
          <Field
            label="Your email (optional, to hear back)"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={254}
          />
          <Button type="submit" size="small" disabled={isLoading}>
            Send report
          </Button>{' '}
          <Button variant="secondary" size="small" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setStatus(null);
            setOpen(true);
          }}
        >
          Report a problem with this stump
        </Button>
      )}
      <StatusMessage status={status} />
    </div>
  );
}
