import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authStore } from '../authProvider/storage';

/**
 * The pages with the layout open only when signed in; a signed-out visitor goes to /login at once, and back to
 * the address they opened after signing in. This takes the place of react-admin's `requireAuth`: its logout
 * path cleared the query cache while the old page was still mounted, whose checks then failed and logged out
 * again before the router's (transition) update to /login could land, thousands of times, with a blank page for
 * 10 to 25 seconds. The session is in localStorage, so no request is needed to know there is none. It sits
 * in front of the (lazy) layout, so a signed-out visitor is sent on without downloading the layout first.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (authStore.token()) return children;
  return (
    <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
  );
}
