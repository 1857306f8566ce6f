import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';

/** Pages for visitors only (sign-up, activation, password recovery): a signed-in user goes home. */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { authenticated } = useSession();
  if (authenticated) return <Navigate to="/" replace />;
  return <>{children}</>;
}
