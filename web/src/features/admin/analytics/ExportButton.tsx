import { useState } from 'react';
import { selectToken } from '../../../api/session.slice';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import type { DateRange } from './analytics.api';
import { formatBytes } from '../../../ui/numbers';
import { downloadExport } from './download-export';

/** Downloads the range's events as CSV, saying how much has come as it streams. */
export function ExportButton({ range }: { range: DateRange }) {
  const token = useAppSelector(selectToken);
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    setProgress('Preparing the CSV…');
    try {
      await downloadExport(range, token, (bytes) => setProgress(`Downloading… ${formatBytes(bytes)}`));
      setProgress('CSV downloaded.');
    } catch (error) {
      setProgress(null);
      setFailure(`Error: ${error instanceof Error ? error.message : 'The export failed.'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => void download()} disabled={busy}>
        Download CSV
      </Button>
      {progress && <p role="status">{progress}</p>}
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
