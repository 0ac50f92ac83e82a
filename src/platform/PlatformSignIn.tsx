import { useEffect } from 'react';

/** react-admin's login slot: the operator signs in on the product's /admin-login, which comes back here. */
export function PlatformSignIn() {
  useEffect(() => {
    window.location.replace('/admin-login');
  }, []);
  return null;
}
