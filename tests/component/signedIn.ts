import type { AuthProvider } from 'react-admin';
import type { PermissionLevels } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';

/** A user of the given role with the given permission levels flat on it, as /me sends them. */
export const person = (role: CurrentUser['role'], permissions: Partial<PermissionLevels> = {}) =>
  ({ id: 1, name: 'Ayşe', surname: 'Yılmaz', role, branchs: [], ...permissions }) as unknown as CurrentUser;

/** An authProvider that is signed in as `user` and answers it as the permissions. */
export function signedInAs(user: CurrentUser | null): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user,
  };
}
