import { useState } from 'react';
import { failureText } from '../../api/server-message';
import { Button } from '../../ui/Button';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useJourneyShareQuery, useShareJourneyMutation, useStopSharingJourneyMutation } from './journey-share.api';

/**
 * A family's switch for a character's journey card (off until they turn it on): a link to send,
 * shown once when made; a new link, or off, and the old link opens nothing.
 */
export function JourneyShareSwitch({ characterId }: { characterId: string }) {
  const share = useJourneyShareQuery(characterId);
  const [makeLink, making] = useShareJourneyMutation();
  const [stop, stopping] = useStopSharingJourneyMutation();
  const [link, setLink] = useState<string | null>(null);
  // What the family last chose, shown at once; the server's answer until they choose.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const busy = making.isLoading || stopping.isLoading;

  const turnOn = async () => {
    setStatus(null);
    try {
      const made = await makeLink(characterId).unwrap();
      setLink(`${window.location.origin}${made.path}`);
    } catch (error) {
      setChosen(null);
      setStatus({ kind: 'error', text: failureText(error, 'The journey card could not be shared.') });
    }
  };
  const turnOff = async () => {
    setStatus(null);
    try {
      await stop(characterId).unwrap();
      setLink(null);
      setStatus({ kind: 'success', text: 'The journey card is no longer shared: its link opens nothing.' });
    } catch (error) {
      setChosen(null);
      setStatus({ kind: 'error', text: failureText(error, 'The journey card could not be unshared.') });
    }
  };

  const shared = chosen ?? share.data?.shared ?? false;
  return (
    <section aria-labelledby={`share-${characterId}`}>
      <h4 id={`share-${characterId}`}>Journey card</h4>
      <label>
        <input
          type="checkbox"
          checked={shared}
          disabled={busy || !share.data}
          onChange={() => {
            setChosen(!shared);
            void (shared ? turnOff() : turnOn());
          }}
        />{' '}
        Share a journey card (towns and days only)
      </label>
      {shared && link && (
        <p>
          Send this link to family and friends; it is shown only now: <a href={link}>{link}</a>
        </p>
      )}
      {shared && !link && share.data?.sharedSince && (
        <p>Shared since {new Date(share.data.sharedSince).toLocaleDateString('en-GB')}. Lost the link? Make a new one.</p>
      )}
      {shared && (
        <Button size="small" variant="secondary" disabled={busy} onClick={() => void turnOn()}>
          Make a new link
        </Button>
      )}
      <StatusMessage status={status} />
    </section>
  );
}
