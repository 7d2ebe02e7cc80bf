import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { loggedOut } from '../../api/session.slice';
import { useCurrentUser } from './use-current-user';

/** Fetches the profile whenever there is a token; a failed fetch ends the session. */
export function AuthSession() {
  const dispatch = useAppDispatch();
  const { token, failed } = useCurrentUser();
  useEffect(() => {
    if (token && failed) dispatch(loggedOut());
  }, [token, failed, dispatch]);
  return null;
}
