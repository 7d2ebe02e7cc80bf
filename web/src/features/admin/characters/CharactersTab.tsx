import { useState } from 'react';
import type { CharacterView } from '@storystump/contracts';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { Button } from '../../../ui/Button';
import { useCharacterPagesInfiniteQuery, useCharacterTypesQuery } from '../../characters/characters.api';
import { VisitHistory } from '../../characters/VisitHistory';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { AddVisitForm } from './AddVisitForm';
import { AssignCharacterForm } from './AssignCharacterForm';
import { CharacterTypeForm } from './CharacterTypeForm';
import { CreateCharacterForm } from './CreateCharacterForm';
import { formatMoment } from '../../../ui/dates';

/** The forms that make, give and visit characters, then every character a page at a time, and the character types. */
export function CharactersTab() {
  const controls = useListControls({}, '-created');
  const pages = useCharacterPagesInfiniteQuery(controls.query);
  const types = useCharacterTypesQuery();
  const [status, setStatus] = useState<Status | null>(null);
  const [viewing, setViewing] = useState<CharacterView | null>(null);

  return (
    <section aria-labelledby="characters-heading">
      <h2 id="characters-heading">Characters</h2>
      <StatusMessage status={status} />

      <h3>Create a character</h3>
      <CreateCharacterForm types={types.data ?? []} report={setStatus} />
      <h3>Assign a character to a user</h3>
      <AssignCharacterForm report={setStatus} />
      <h3>Add a visit</h3>
      <AddVisitForm report={setStatus} />

      <h3>All characters</h3>
      <PagedTable
        label="Characters"
        many="characters"
        searchLabel="Search characters by serial or owner"
        empty="No characters yet. Create one with the form above."
        failure="Failed to fetch characters."
        columns={[
          { label: 'Serial number', sort: 'serial' },
          { label: 'Claim code' },
          { label: 'Type' },
          { label: 'Owner' },
          { label: 'Created', sort: 'created' },
        ]}
        actions
        controls={controls}
        list={pages}
        row={(character) => (
          <tr key={character._id} data-testid="character-row">
            <td>{character.serialNumber}</td>
            <td>
              <code data-testid="claim-code">{character.claimCode}</code>
            </td>
            <td>{character.characterType}</td>
            <td>{character.owner?.displayName ?? 'Unassigned'}</td>
            <td>{formatMoment(character.createdAt)}</td>
            <td className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => setViewing(character)}
                aria-label={`View visits of ${character.serialNumber}`}
              >
                View Visits
              </Button>
            </td>
          </tr>
        )}
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
