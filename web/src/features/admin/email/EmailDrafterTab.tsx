import { useState, type FormEvent } from 'react';
import type { Descendant } from 'slate';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useSendBulkEmailMutation } from '../../marketing/marketing.api';
import { CampaignProgress } from './CampaignProgress';
import { emptyDocument } from './email-document';
import { documentToHtml, hasContent } from './email-html';
import { EmailEditor } from './EmailEditor';
import styles from './EmailDrafter.module.css';

/** Subject and rich-text body, sent to everyone who signed up; its progress shows as it goes out. */
export function EmailDrafterTab() {
  const [send, { isLoading }] = useSendBulkEmailMutation();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState<Descendant[]>(emptyDocument);
  const [editorKey, setEditorKey] = useState(0);
  const [status, setStatus] = useState<Status | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!hasContent(body)) {
      setStatus({ kind: 'error', text: 'Write the e-mail before sending it.' });
      return;
    }
    try {
      const campaign = await send({ subject: subject.trim(), htmlContent: documentToHtml(body) }).unwrap();
      setCampaignId(campaign._id);
      setStatus({ kind: 'success', text: 'Email sent successfully!' });
      setSubject('');
      setBody(emptyDocument());
      setEditorKey((key) => key + 1);
    } catch {
      setStatus({ kind: 'error', text: 'Failed to send email.' });
    }
  };

  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading">Email Drafter</h2>
      <form onSubmit={(event) => void submit(event)} aria-label="Bulk email">
        <Field label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required maxLength={200} />
        <EmailEditor value={body} onChange={setBody} editorKey={editorKey} />
        <Button type="submit" disabled={isLoading}>
          Send Email
        </Button>
      </form>
      <StatusMessage status={status} />
      {campaignId && <CampaignProgress campaignId={campaignId} />}
      <p className={styles.note}>It goes to every subscribed interest, each with their own unsubscribe link.</p>
    </section>
  );
}
