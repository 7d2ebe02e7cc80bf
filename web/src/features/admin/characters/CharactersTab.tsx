import { useState } from 'react';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { Button } from '../../../ui/Button';
import { useAllCharactersQuery, useCharacterTypesQuery } from '../../characters/characters.api';
import { VisitHistory } from '../../characters/VisitHistory';
import { useBaseStationsQuery } from '../../map/map.api';
import { useUsersQuery } from '../users/users.api';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { AddVisitForm } from './AddVisitForm';
import { AssignCharacterForm } from './AssignCharacterForm';
import { CharacterTypeForm } from './CharacterTypeForm';
import { CreateCharacterForm } from './CreateCharacterForm';

export function CharactersTab() {
  const characters = useAllCharactersQuery();
  const types = useCharacterTypesQuery();
  const { data: users = [] } = useUsersQuery();
  const { data: stations = [] } = useBaseStationsQuery();
  const [status, setStatus] = useState<Status | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const all = characters.data ?? [];
  const viewing = all.find((character) => character._id === viewingId);

  return (
    <section aria-labelledby="characters-heading">
      <h2 id="characters-heading">Characters</h2>
      <StatusMessage status={status} />

      <h3>Create a character</h3>
      <CreateCharacterForm types={types.data ?? []} report={setStatus} />
      <h3>Assign a character to a user</h3>
      <AssignCharacterForm characters={all} users={users} report={setStatus} />
      <h3>Add a visit</h3>
      <AddVisitForm characters={all} stations={stations} report={setStatus} />

      <h3>All characters</h3>
      <AdminTable
        isLoading={characters.isLoading}
        isError={characters.isError}
        failure="Failed to fetch characters."
        columns={['Serial number', 'Type', 'Owner', 'Created']}
        actions
        rows={
          characters.data &&
          (all.length
            ? all.map((character) => (
                <tr key={character._id} data-testid="character-row">
                  <td>{character.serialNumber}</td>
                  <td>{character.characterType}</td>
                  <td>{character.owner?.displayName ?? 'Unassigned'}</td>
                  <td>{new Date(character.createdAt).toLocaleString()}</td>
                  <td className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => setViewingId(character._id)}
                      aria-label={`View visits of ${character.serialNumber}`}
                    >
                      View Visits
                    </Button>
                  </td>
                </tr>
              ))
            : [
                <tr key="none">
                  <td colSpan={5}>No characters yet: create one above.</td>
                </tr>,
              ])
        }
      />
      {viewing && (
        <section aria-labelledby="visits-heading" className={styles.panel}>
          <h3 id="visits-heading">Visits of {viewing.serialNumber}</h3>
          <VisitHistory key={viewing._id} characterId={viewing._id} failure="show" />
        </section>
      )}

      <h3>Character types</h3>
      {types.isError && (
        <p role="alert" className={styles.error}>
          Failed to fetch character types.
        </p>
      )}
      {types.data && (
        <ul className={styles.typeList} aria-label="Character types">
          {types.data.map((type) => (
            <li key={type._id}>
              <strong>{type.characterType}</strong> <code>{type.characterEncryptedType}</code>
            </li>
          ))}
        </ul>
      )}
      <CharacterTypeForm report={setStatus} />
    </section>
  );
}
