import { useState } from 'react';
import { Button } from '../../../ui/Button';
import styles from '../Admin.module.css';

/** The new key, shown this once (only its hash is stored), with a button to copy it. */
export function NewKeyNotice({ apiKey, onDismiss }: { apiKey: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={styles.keyBox} data-testid="new-api-key">
      <span>Copy this key now: it will not be shown again.</span>
      <code>{apiKey}</code>
      <Button size="small" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <Button size="small" variant="secondary" onClick={onDismiss}>
        Done
      </Button>
    </div>
  );
}
