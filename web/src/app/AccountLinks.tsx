import { NavLink, useNavigate } from 'react-router';
import { useLogoutMutation } from '../features/auth/auth.api';
import { loggedOut } from '../api/session.slice';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useAppDispatch } from './hooks';
import { titleOf } from './pages';
import styles from './TopBar.module.css';

/** Log in for visitors; Account, Admin (for admins) and Log out for signed-in users. */
export function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [endSession] = useLogoutMutation();
  const { token, user } = useCurrentUser();
  if (!token) {
    return (
      <li>
        <NavLink to="/login" onClick={onNavigate}>
          {titleOf('/login')}
        </NavLink>
      </li>
    );
  }
  return (
    <>
      <li>
        <NavLink to="/account" onClick={onNavigate}>
          {titleOf('/account')}
        </NavLink>
      </li>
      {user?.role === 'admin' && (
        <li>
          <NavLink to="/admin" onClick={onNavigate}>
            {titleOf('/admin')}
          </NavLink>
        </li>
      )}
      <li>
        <button
          type="button"
          className={styles.linkButton}
          onClick={async () => {
            onNavigate();
            // Leave first: a protected page would otherwise send the visitor to /login.
            await navigate('/', { flushSync: true });
            // The server forgets the session too (while the token is still there to name it); the
            // browser forgets it whatever the server says, and waits at most two seconds for it.
            await Promise.race([
              endSession()
                .unwrap()
                .catch(() => undefined),
              new Promise((r) => setTimeout(r, 2000)),
            ]);
            dispatch(loggedOut());
          }}
        >
          Log out
        </button>
      </li>
    </>
  );
}
