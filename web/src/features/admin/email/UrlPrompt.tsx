import { useState, type FormEvent } from 'react';
import styles from './EmailDrafter.module.css';

/** Asks for the address of a link, picture or video, inside the toolbar. */
export function UrlPrompt({ what, onInsert, onCancel }: { what: string; onInsert: (url: string) => void; onCancel: () => void }) {
  const [url, setUrl] = useState('https://');
  const valid = /^(https?:\/\/|mailto:)\S+$/i.test(url.trim()) && url.trim() !== 'https://';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onInsert(url.trim());
  };
  return (
    // Not a <form>: it sits inside the drafter's own form.
    <div className={styles.urlPrompt} role="group" aria-label={`${what} address`}>
      <input
        className={styles.select}
        aria-label={`${what} address`}
        value={url}
        autoFocus
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
          if (event.key === 'Escape') onCancel();
        }}
      />
      <button type="button" className={styles.tool} disabled={!valid} onClick={submit}>
        Insert {what.toLowerCase()}
      </button>
      <button type="button" className={styles.tool} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
