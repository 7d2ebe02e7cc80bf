import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loggedOut } from '../../../api/session.slice';
import { useAppDispatch } from '../../../app/hooks';
import { deletionDateOf } from './deletion-date';

/**
 * On the sign-in page right after a deletion was asked for: says when it happens, and signs this
 * browser out (the server ended every session). Signed out here rather than on the account page,
 * whose guard would otherwise send the browser to the sign-in page first, without this notice.
 */
export function DeletionScheduledNotice() {
  const dispatch = useAppDispatch();
  const scheduledFor = (useLocation().state as { deletionScheduledFor?: string } | null)?.deletionScheduledFor;
  useEffect(() => {
    if (scheduledFor) dispatch(loggedOut());
  }, [scheduledFor, dispatch]);
  if (!scheduledFor) return null;
  return (
    <p role="status" data-testid="deletion-scheduled">
      Your account will be deleted on {deletionDateOf(scheduledFor)}, and you have been signed out everywhere. Log in before then
      to cancel the deletion.
    </p>
  );
}
