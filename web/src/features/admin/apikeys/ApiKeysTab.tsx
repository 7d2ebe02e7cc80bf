import { useState } from 'react';
import type { ApiKeyView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { countOf, formatCount } from '../../../ui/numbers';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useVersionsQuery } from '../versions/versions.api';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { reportOutcome } from '../report-outcome';
import {
  useApiKeyPagesInfiniteQuery,
  useAssignVersionMutation,
  useGenerateApiKeyMutation,
  useRevokeApiKeyMutation,
  useRotateApiKeyMutation,
} from './apikeys.api';
import { keyStateOf } from './key-state';
import { StationPicker } from '../pickers/StationPicker';
import { NewKeyNotice } from './NewKeyNotice';
import { formatMoment } from '../../../ui/dates';

/** The stumps' keys a page at a time, newest first, searchable by their station's base ID. */
export function ApiKeysTab() {
  const controls = useListControls({}, '-created');
  const list = useApiKeyPagesInfiniteQuery(controls.query);
  const { data: versions = [] } = useVersionsQuery();
  const [generate] = useGenerateApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const [rotate] = useRotateApiKeyMutation();
  const [assign] = useAssignVersionMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const [stationId, setStationId] = useState('');
  const [newKey, setNewKey] = useState<string | null>(null);
  const [chosenVersion, setChosenVersion] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const activeShown = list.data?.pages.flatMap((page) => page.items.filter((key) => !key.revoked)) ?? [];
  const allSelected = activeShown.length > 0 && activeShown.every((key) => selected.has(key._id));
  const toggle = (id: string) =>
    setSelected((chosen) => {
      const next = new Set(chosen);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onGenerate = async () => {
    setStatus(null);
    if (!stationId) {
      setStatus({ kind: 'error', text: 'Please select a base station.' });
      return;
    }
    await reportOutcome(
      setStatus,
      async () => {
        const generated = await generate(stationId).unwrap();
        setNewKey(generated.apiKey);
        return generated;
      },
      ({ apiKey }) => `API Key generated: ${apiKey}`,
      'Failed to generate API key',
    );
  };
  const onRevoke = async (key: ApiKeyView) => {
    if (!(await confirm('Are you sure you want to revoke this API key?'))) return;
    await reportOutcome(setStatus, () => revoke(key._id).unwrap(), 'API key revoked successfully.', 'Failed to revoke API key');
  };
  const onRotate = async (key: ApiKeyView) => {
    const question = `Issue a successor for ${key.prefix}…? The old key is accepted until the grace window ends, then refused.`;
    if (!(await confirm(question))) return;
    await reportOutcome(
      setStatus,
      async () => {
        const rotated = await rotate(key._id).unwrap();
        setNewKey(rotated.apiKey);
        return rotated;
      },
      ({ predecessorAcceptedUntil }) =>
        `Successor issued: ${key.prefix}… is accepted until ${formatMoment(predecessorAcceptedUntil)}.`,
      'Failed to rotate API key',
    );
  };
  const onAssign = async (key: ApiKeyView) => {
    const versionId = chosenVersion[key._id];
    if (!versionId) {
      setStatus({ kind: 'error', text: 'Please select a version to assign.' });
      return;
    }
    await reportOutcome(
      setStatus,
      () => assign({ apiKeyId: key._id, versionId }).unwrap(),
      'Version assigned successfully.',
      'Failed to assign version',
    );
  };

  const onRevokeSelected = async () => {
    const ids = [...selected];
    if (!(await confirm(`Are you sure you want to revoke these ${countOf(ids.length, 'API key')}?`))) return;
    let revoked = 0;
    for (const id of ids) {
      const done = await revoke(id)
        .unwrap()
        .then(
          () => true,
          () => false,
        );
      if (!done) break;
      revoked++;
    }
    setSelected(new Set());
    setStatus(
      revoked === ids.length
        ? { kind: 'success', text: `${countOf(revoked, 'API key')} revoked.` }
        : {
            kind: 'error',
            text: `Error: Failed to revoke API key (${formatCount(revoked)} of ${formatCount(ids.length)} revoked)`,
          },
    );
  };

  return (
    <section aria-labelledby="apikeys-heading">
      <h2 id="apikeys-heading">API Keys</h2>
      <StatusMessage status={status} />
      <div className={styles.generate}>
        <StationPicker id="key-station" value={stationId} onValue={setStationId} />
        <Button onClick={() => void onGenerate()}>Generate API Key</Button>
      </div>
      {newKey && <NewKeyNotice apiKey={newKey} onDismiss={() => setNewKey(null)} />}
      <PagedTable
        label="API keys"
        many="keys"
        searchLabel="Search by base ID"
        empty="No API keys yet. Generate one for a base station above."
        failure="Failed to fetch API keys."
        toolbar={
          <div className={styles.formActions}>
            <Button variant="danger" disabled={selected.size === 0} onClick={() => void onRevokeSelected()}>
              Revoke selected ({formatCount(selected.size)})
            </Button>
          </div>
        }
        columns={[
          {
            label: 'Select',
            header: (
              <input
                type="checkbox"
                aria-label="Select every active key shown"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(activeShown.map((key) => key._id)))}
              />
            ),
          },
          { label: 'Key', sort: 'prefix' },
          { label: 'Base station' },
          { label: 'Assigned version' },
          { label: 'Created', sort: 'created' },
          { label: 'Status' },
        ]}
        actions
        controls={controls}
        list={list}
        row={(key) => (
          <tr key={key._id} data-testid="apikey-row" className={key.revoked ? styles.revoked : undefined}>
            <td>
              {!key.revoked && (
                <input
                  type="checkbox"
                  aria-label={`Select ${key.prefix}`}
                  checked={selected.has(key._id)}
                  onChange={() => toggle(key._id)}
                />
              )}
            </td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{key.baseStation?.base_id ?? '—'}</td>
            <td>{key.assignedVersion?.tag ?? 'None'}</td>
            <td>{formatMoment(key.createdAt)}</td>
            <td>{keyStateOf(key)}</td>
            <td className={styles.actions}>
              {!key.revoked && (
                <>
                  <select
                    className={styles.select}
                    aria-label={`Version for ${key.prefix}`}
                    value={chosenVersion[key._id] ?? ''}
                    onChange={(e) => setChosenVersion((chosen) => ({ ...chosen, [key._id]: e.target.value }))}
                  >
                    <option value="">Select a version</option>
                    {versions.map((version) => (
                      <option key={version._id} value={version._id}>
                        {version.tag}
                      </option>
                    ))}
                  </select>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => void onAssign(key)}
                    aria-label={`Assign version to ${key.prefix}`}
                  >
                    Assign Version
                  </Button>
                  {!key.acceptedUntil && (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => void onRotate(key)}
                      aria-label={`Rotate ${key.prefix}`}
                    >
                      Rotate
                    </Button>
                  )}
                  <Button size="small" variant="danger" onClick={() => void onRevoke(key)} aria-label={`Revoke ${key.prefix}`}>
                    Revoke
                  </Button>
                </>
              )}
            </td>
          </tr>
        )}
      />
      {dialog}
    </section>
  );
}
