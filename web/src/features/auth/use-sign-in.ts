import type { TokenReply } from '@storystump/contracts';
import { useLocation, useNavigate } from 'react-router';
import { serverMessage } from '../../api/server-message';
import { useAppDispatch } from '../../app/hooks';
import { tokenReceived } from '../../api/session.slice';
import type { FromState } from './RequireAuth';

/**
 * Completes a login or registration: keeps the token and goes where the visitor was heading
 * (else /account); on failure, alerts the server's message or the given default.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  return async (request: Promise<TokenReply>, failureText: string) => {
    try {
      const { token } = await request;
      dispatch(tokenReceived(token));
      const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/account';
      await navigate(target, { replace: true });
    } catch (error) {
      window.alert(serverMessage(error) ?? failureText);
    }
  };
}
