import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { tokenReceived } from './auth.slice';
import type { FromState } from './RequireAuth';

/** After login or register: keep the token, then go where the visitor was heading, else /account. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  return (token: string) => {
    dispatch(tokenReceived(token));
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/account';
    void navigate(target, { replace: true });
  };
}
