import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from './use-current-user';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Guards a page: without a token, off to /login (remembering where the visitor was going);
 * with a token but no profile yet, 'Loading...'; a non-admin on an admin page goes home.
 */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { token, user } = useCurrentUser();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location } satisfies FromState} />;
  if (!user) return <p role="status">Loading...</p>;
  if (admin && user.role !== 'admin') return <Navigate to="/" replace />;
  return children;
}
