import { useAppSelector } from '../../app/hooks';
import { useMeQuery } from './auth.api';
import { selectToken } from '../../api/session.slice';

/** The token, and the signed-in user once fetched (undefined while loading or without a token). */
export function useCurrentUser() {
  const token = useAppSelector(selectToken);
  const me = useMeQuery(undefined, { skip: !token });
  return { token, user: token ? me.data : undefined, failed: me.isError };
}
