import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import fieldStyles from '../../ui/Field.module.css';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useSendContactEnquiryMutation } from '../marketing/marketing.api';

/** A message to the shop: e-mail and message, both required. */
export function ContactForm() {
  const [send, { isLoading }] = useSendContactEnquiryMutation();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const messageId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      await send({ email: email.trim(), message: message.trim() }).unwrap();
      setEmail('');
      setMessage('');
      setStatus({ kind: 'success', text: 'Your message has been sent successfully!' });
    } catch {
      setStatus({ kind: 'error', text: 'There was an error sending your message. Please try again.' });
    }
  };
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Send us a message</h2>
      <form onSubmit={(event) => void submit(event)} aria-label="Send us a message">
        <Field
          label="Your email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          maxLength={254}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={messageId}>Message</label>
          <textarea
            id={messageId}
            className={fieldStyles.control}
            rows={5}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            required
            maxLength={5000}
          />
        </div>
        <Button type="submit" disabled={isLoading}>
          Send Message
        </Button>
      </form>
      <StatusMessage status={status} />
    </section>
  );
}
