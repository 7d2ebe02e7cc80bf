import { useState } from 'react';
import type { ApiKeyView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useBaseStationsQuery } from '../../map/map.api';
import { useVersionsQuery } from '../versions/versions.api';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { useApiKeysQuery, useAssignVersionMutation, useGenerateApiKeyMutation, useRevokeApiKeyMutation } from './apikeys.api';
import { NewKeyNotice } from './NewKeyNotice';

export function ApiKeysTab() {
  const { data: keys, isLoading, isError } = useApiKeysQuery();
  const { data: stations = [] } = useBaseStationsQuery();
  const { data: versions = [] } = useVersionsQuery();
  const [generate] = useGenerateApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const [assign] = useAssignVersionMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const [stationId, setStationId] = useState('');
  const [newKey, setNewKey] = useState<string | null>(null);
  const [chosenVersion, setChosenVersion] = useState<Record<string, string>>({});

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

  return (
    <section aria-labelledby="apikeys-heading">
      <h2 id="apikeys-heading">API Keys</h2>
      <StatusMessage status={status} />
      <div className={styles.formActions}>
        <label htmlFor="key-station">Base station</label>
        <select id="key-station" className={styles.select} value={stationId} onChange={(e) => setStationId(e.target.value)}>
          <option value="">Select a base station</option>
          {stations.map((station) => (
            <option key={station._id} value={station._id}>
              {station.base_id} ({station.friendly_name})
            </option>
          ))}
        </select>
        <Button onClick={() => void onGenerate()}>Generate API Key</Button>
      </div>
      {newKey && <NewKeyNotice apiKey={newKey} onDismiss={() => setNewKey(null)} />}
      <AdminTable
        isLoading={isLoading}
        isError={isError}
        failure="Failed to fetch API keys."
        columns={['Key', 'Base station', 'Assigned version', 'Created', 'Status']}
        actions
        rows={keys?.map((key) => (
          <tr key={key._id} data-testid="apikey-row" className={key.revoked ? styles.revoked : undefined}>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{key.baseStation?.base_id ?? '—'}</td>
            <td>{key.assignedVersion?.tag ?? 'None'}</td>
            <td>{new Date(key.createdAt).toLocaleString()}</td>
            <td>{key.revoked ? 'Revoked' : 'Active'}</td>
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
                  <Button size="small" variant="danger" onClick={() => void onRevoke(key)} aria-label={`Revoke ${key.prefix}`}>
                    Revoke
                  </Button>
                </>
              )}
            </td>
          </tr>
        ))}
      />
      {dialog}
    </section>
  );
}
