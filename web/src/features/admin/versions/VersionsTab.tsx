import { useRef, useState, type FormEvent } from 'react';
import type { VersionView } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { serverMessage } from '../../../api/server-message';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { selectToken } from '../../../api/session.slice';
import { formatBytes } from '../../../ui/numbers';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { UploadFailed, uploadVersion } from './upload-version';
import { useDeleteVersionMutation, useVersionDownloadLinkMutation, useVersionPagesInfiniteQuery } from './versions.api';
import { formatMoment } from '../../../ui/dates';

/** The upload form, then the versions a page at a time, newest first, each to download or delete. */
export function VersionsTab() {
  const controls = useListControls({}, '-uploaded');
  const list = useVersionPagesInfiniteQuery(controls.query);
  const [remove] = useDeleteVersionMutation();
  const [downloadLink] = useVersionDownloadLinkMutation();
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const [tag, setTag] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!tag.trim() || !file) {
      setStatus({ kind: 'error', text: 'Tag and file are required.' });
      return;
    }
    setProgress(0);
    try {
      await uploadVersion(tag.trim(), file, token, setProgress);
      setStatus({ kind: 'success', text: 'Version uploaded successfully.' });
      setTag('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      dispatch(api.util.invalidateTags(['Versions']));
    } catch (error) {
      setStatus({ kind: 'error', text: (error instanceof UploadFailed && error.serverMessage) || 'Upload failed.' });
    } finally {
      setProgress(null);
    }
  };
  const onDownload = async (version: VersionView) => {
    setStatus(null);
    try {
      const { url } = await downloadLink(version._id).unwrap();
      window.location.assign(url);
    } catch (error) {
      setStatus({ kind: 'error', text: serverMessage(error) ?? 'Download failed.' });
    }
  };
  const onDelete = async (version: VersionView) => {
    if (!(await confirm('Are you sure you want to delete this version?'))) return;
    setStatus(null);
    try {
      await remove(version._id).unwrap();
      setStatus({ kind: 'success', text: 'Version deleted successfully.' });
    } catch (error) {
      setStatus({ kind: 'error', text: serverMessage(error) ?? 'Delete failed.' });
    }
  };

  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading">Version Upload</h2>
      <StatusMessage status={status} />
      <form className={styles.form} onSubmit={(event) => void onUpload(event)} noValidate>
        <Field label="Version tag" value={tag} onChange={(e) => setTag(e.target.value)} maxLength={64} />
        <div>
          <label htmlFor="version-zip">Version file (.zip)</label>
          <input
            id="version-zip"
            ref={fileInput}
            type="file"
            accept=".zip,application/zip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" disabled={progress !== null}>
            Upload Version
          </Button>
        </div>
      </form>
      {progress !== null && (
        <progress className={styles.progress} max={1} value={progress} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      <h3>Available versions</h3>
      <PagedTable
        label="Available versions"
        many="versions"
        searchLabel="Search by tag"
        empty="No versions yet. Upload a tag and its .zip with the form above."
        failure="Failed to fetch versions."
        columns={[
          { label: 'Tag', sort: 'tag' },
          { label: 'Uploaded', sort: 'uploaded' },
          { label: 'Size', sort: 'size' },
        ]}
        actions
        controls={controls}
        list={list}
        row={(version) => (
          <tr key={version._id} data-testid="version-row">
            <td>{version.tag}</td>
            <td>{formatMoment(version.uploadedAt)}</td>
            <td>{formatBytes(version.size)}</td>
            <td className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => void onDownload(version)}
                aria-label={`Download ${version.tag}`}
              >
                Download
              </Button>
              <Button size="small" variant="danger" onClick={() => void onDelete(version)} aria-label={`Delete ${version.tag}`}>
                Delete
              </Button>
            </td>
          </tr>
        )}
      />
      {dialog}
    </section>
  );
}
