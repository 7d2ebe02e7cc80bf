import { useState, type FormEvent } from 'react';
import type { Descendant } from 'slate';
import { failureText } from '../../../api/server-message';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useLazyInterestsSummaryQuery, useSendBulkEmailMutation, useSendTestEmailMutation } from '../../marketing/marketing.api';
import { CampaignProgress } from './CampaignProgress';
import { CampaignsList } from './CampaignsList';
import { emptyDocument } from './email-document';
import { documentToHtml, hasContent } from './email-html';
import { EmailEditor } from './EmailEditor';
import { recipientsQuestion } from './recipients-question';
import styles from './EmailDrafter.module.css';
import { formatMoment } from '../../../ui/dates';

/**
 * Subject and rich-text body, sent to every confirmed address at once or at a time chosen; a test
 * goes to the signed-in admin first. Its progress shows as it goes out, and the campaigns below.
 */
export function EmailDrafterTab() {
  const [send, { isLoading }] = useSendBulkEmailMutation();
  const [sendTest, { isLoading: testing }] = useSendTestEmailMutation();
  const [countRecipients, { isFetching: counting }] = useLazyInterestsSummaryQuery();
  const { confirm, dialog } = useConfirm();
  const [subject, setSubject] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [body, setBody] = useState<Descendant[]>(emptyDocument);
  const [editorKey, setEditorKey] = useState(0);
  const [status, setStatus] = useState<Status | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);

  const draft = () => {
    if (!hasContent(body)) {
      setStatus({ kind: 'error', text: 'Write the e-mail before sending it.' });
      return null;
    }
    return { subject: subject.trim(), htmlContent: documentToHtml(body) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const email = draft();
    if (!email) return;
    // The field's local time, sent with its offset.
    const scheduled = sendAt ? new Date(sendAt) : null;
    try {
      // Counted by the server now, over every sign-up: those confirmed are who it goes to.
      const { confirmed } = await countRecipients(undefined, false).unwrap();
      if (!(await confirm(recipientsQuestion(confirmed)))) return;
      const campaign = await send({ ...email, ...(scheduled && { sendAt: scheduled.toISOString() }) }).unwrap();
      setCampaignId(scheduled ? null : campaign._id);
      setStatus({
        kind: 'success',
        text: scheduled ? `Email scheduled for ${formatMoment(scheduled)}.` : 'Email sent successfully!',
      });
      setSubject('');
      setSendAt('');
      setBody(emptyDocument());
      setEditorKey((key) => key + 1);
    } catch (error) {
      setStatus({ kind: 'error', text: scheduled ? failureText(error, 'Failed to send email.') : 'Failed to send email.' });
    }
  };

  const test = async (form: HTMLFormElement | null) => {
    setStatus(null);
    if (form && !form.reportValidity()) return;
    const email = draft();
    if (!email) return;
    try {
      const { sentTo } = await sendTest(email).unwrap();
      setStatus({ kind: 'success', text: `Test sent to ${sentTo}.` });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'Failed to send the test.') });
    }
  };

  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading">Email Drafter</h2>
      <form onSubmit={(event) => void submit(event)} aria-label="Bulk email">
        <Field label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required maxLength={200} />
        <EmailEditor value={body} onChange={setBody} editorKey={editorKey} />
        <Field
          label="Send at (leave empty to send now)"
          type="datetime-local"
          value={sendAt}
          onChange={(e) => setSendAt(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" disabled={isLoading || counting}>
            Send Email
          </Button>
          <Button type="button" variant="secondary" disabled={testing} onClick={(event) => void test(event.currentTarget.form)}>
            Send test
          </Button>
        </div>
      </form>
      <StatusMessage status={status} />
      {campaignId && <CampaignProgress campaignId={campaignId} />}
      <p className={styles.note}>
        It goes to every confirmed address, each with their own unsubscribe link; a test goes to you alone.
      </p>
      <CampaignsList />
      {dialog}
    </section>
  );
}
