import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMyCharacterPagesInfiniteQuery } from '../characters/characters.api';
import { HistoryChoice } from '../characters/HistoryChoice';
import { VisitHistory } from '../characters/VisitHistory';
import { Collection } from '../diary/Collection';
import { MissionMailsChoice } from '../diary/MissionMailsChoice';
import { useCurrentUser } from '../auth/use-current-user';
import page from '../../ui/Page.module.css';
import styles from './Account.module.css';
import { AddCharacterForm } from './AddCharacterForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './deletion/DeleteAccountSection';
import { PendingDeletion } from './deletion/PendingDeletion';
import { Button } from '../../ui/Button';
import { YourOrders } from './YourOrders';
import { YourData } from './export/YourData';

// The journey map (OpenLayers) loads only once a character is chosen.
const CharacterJourney = lazy(() => import('../journey/CharacterJourney').then((m) => ({ default: m.CharacterJourney })));

/** Visits listed under the journey map at first (the page stays within two phone screens), and added by "Load more". */
const FIRST_VISITS = 5;
const MORE_VISITS = 20;

export function AccountPage() {
  const { user } = useCurrentUser();
  const pages = useMyCharacterPagesInfiniteQuery({}, { skip: !user || !!user.deletion });
  const characters = pages.data?.pages.flatMap((page) => page.items);
  const error = pages.error;
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The forms the page does not need every visit open from a button in their heading's row.
  const [addingCharacter, setAddingCharacter] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [deletingAccount, setDeletingAccount] = useState(false);
  useEffect(() => {
    if (error) console.error('Your characters could not be loaded', error);
  }, [error]);
  if (!user) return null;
  if (user.deletion) return <PendingDeletion user={user} scheduledFor={user.deletion.scheduledFor} />;
  const chosen = characters?.find((character) => character._id === chosenId);
  return (
    <div className={page.page}>
      <div className={styles.titleRow}>
        <h1>Your account</h1>
        {!changingPassword && (
          <Button size="small" variant="secondary" onClick={() => setChangingPassword(true)}>
            Change password
          </Button>
        )}
        {!deletingAccount && (
          <Button size="small" variant="danger" onClick={() => setDeletingAccount(true)}>
            Delete account
          </Button>
        )}
      </div>
      <div className={`${page.card} ${styles.profile}`}>
        <dl>
          <dt>Display name</dt>
          <dd data-testid="display-name">{user.displayName}</dd>
          <dt>Email</dt>
          <dd data-testid="email">{user.email}</dd>
        </dl>
      </div>
      {changingPassword && <ChangePasswordForm />}
      <section aria-labelledby="characters-heading" className={styles.characters}>
        <div className={styles.titleRow}>
          <h2 id="characters-heading">Your characters</h2>
          {characters && characters.length > 0 && !addingCharacter && (
            <Button size="small" variant="secondary" onClick={() => setAddingCharacter(true)}>
              Add a character
            </Button>
          )}
        </div>
        {characters && <Collection />}
        {characters && characters.length > 0 && <MissionMailsChoice />}
        {characters?.length === 0 && (
          <p data-testid="no-characters">
            You have no characters yet. Find one in the <Link to="/shop">shop</Link>, add it below with the code in its box, then
            place it on a stump to hear its stories.
          </p>
        )}
        {characters && characters.length > 0 && (
          <div className={styles.layout}>
            <ul className={styles.list} aria-label="Your characters">
              {characters.map((character) => (
                <li key={character._id}>
                  <button
                    type="button"
                    className={styles.character}
                    aria-pressed={character._id === chosenId}
                    onClick={() => setChosenId(character._id)}
                    data-testid="character"
                  >
                    <span className={styles.type}>{character.characterType}</span>
                    <span className={styles.serial}>{character.serialNumber}</span>
                  </button>
                </li>
              ))}
              {pages.hasNextPage && (
                <li>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => void pages.fetchNextPage()}
                    disabled={pages.isFetchingNextPage}
                  >
                    {pages.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                  </Button>
                </li>
              )}
            </ul>
            <div className={`${page.card} ${styles.history}`}>
              {chosen ? (
                <>
                  <div className={styles.titleRow}>
                    <h3>Where {chosen.name} has been</h3>
                    <Link to={`/account/characters/${chosen._id}`} data-testid="diary-link">
                      Open {chosen.name}&apos;s diary
                    </Link>
                  </div>
                  <HistoryChoice character={chosen} />
                  <div className={styles.journey}>
                    <Suspense fallback={<p role="status">Loading the journey...</p>}>
                      <CharacterJourney key={chosen._id} characterId={chosen._id} />
                    </Suspense>
                  </div>
                  <VisitHistory
                    key={chosen._id}
                    characterId={chosen._id}
                    failure="log"
                    firstPage={FIRST_VISITS}
                    pageSize={MORE_VISITS}
                  />
                </>
              ) : (
                <p className={styles.hint}>Choose a character to see the stumps it has visited.</p>
              )}
            </div>
          </div>
        )}
        {characters && (characters.length === 0 || addingCharacter) && (
          <AddCharacterForm
            onAdded={(character) => {
              setChosenId(character._id);
              setAddingCharacter(true);
            }}
          />
        )}
      </section>
      <YourOrders />
      <YourData />
      {deletingAccount && <DeleteAccountSection />}
    </div>
  );
}
