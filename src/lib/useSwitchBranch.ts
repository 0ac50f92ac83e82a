import { useNotify } from 'react-admin';
import { authStore } from '../authProvider/storage';
import { useAppDataProvider } from '../dataProvider/useData';

/** Switches to a branch (0 = the main account): a new token scoped to it, then a fresh start at '/'. */
export function useSwitchBranch() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  return async (branchId: number) => {
    try {
      const answer = await dataProvider.switchBranch({ branch_id: branchId });
      authStore.setSession(answer.token, answer.user);
      notify(answer.description, { type: 'success' });
      // A different account: start from the dashboard with nothing cached from the previous one.
      window.location.assign('/');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
}
