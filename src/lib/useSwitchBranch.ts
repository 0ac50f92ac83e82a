import { useNotify } from 'react-admin';
import type { LoginAnswer } from '../authProvider';
import { authStore } from '../authProvider/storage';
import { toHttpError } from '../dataProvider/errors';
import { http } from '../dataProvider/http';

/** Switches to a branch (0 = the main account): a new token scoped to it, then a fresh start at '/'. */
export function useSwitchBranch() {
  const notify = useNotify();
  return async (branchId: number) => {
    try {
      // An empty JSON body, not null: axios labels a null body form-urlencoded, which the API refuses (415).
      const params = { branch_id: branchId };
      const { data } = await http.post<LoginAnswer>('/login/branch', {}, { params });
      authStore.setSession(data.token, data.user);
      notify(data.description, { type: 'success' });
      // A different account: start from the dashboard with nothing cached from the previous one.
      window.location.assign('/');
    } catch (error) {
      notify(toHttpError(error as Parameters<typeof toHttpError>[0]).message, { type: 'error' });
    }
  };
}
