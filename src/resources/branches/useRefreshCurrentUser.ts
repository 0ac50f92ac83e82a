import { useGetIdentity, usePermissions } from 'react-admin';

/**
 * Re-reads the current user after a branch is opened or closed, so the app bar's branch switcher lists the
 * branches as they are now (getIdentity reads /me and stores the user; permissions are read from it).
 */
export function useRefreshCurrentUser() {
  const { refetch: refetchIdentity } = useGetIdentity();
  const { refetch: refetchPermissions } = usePermissions();
  return async () => {
    await refetchIdentity();
    await refetchPermissions();
  };
}
