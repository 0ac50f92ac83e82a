import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../common/types';
import { type Access, accessSubject } from '../../authProvider/access';
import { authStore } from '../../authProvider/storage';
import type { AppDataProvider } from '../../dataProvider';
import { earlyFigures, takeEarlyDashboard } from '../../dataProvider/earlyDashboard';
import { prefetchData } from '../../dataProvider/useData';

/** What of the dashboard a user may see: the account's counts (property area), the money (reports). */
export function dashboardAccess(user: CurrentUser | null, { canAccess }: Access) {
  const subject = accessSubject(user);
  return {
    counts: canAccess(subject, { resource: 'dashboard', action: 'show' }),
    money: canAccess(subject, { resource: 'reports', action: 'show' }),
  };
}

/**
 * For a signed-in visitor of `/`: the figures are asked for while the back office starts, not after the layout
 * and the dashboard have rendered (the stored user decides, as on the dashboard; the API checks again).
 */
export function prefetchDashboard(queryClient: QueryClient, dataProvider: AppDataProvider, checks: Access) {
  if (window.location.pathname !== '/' || !authStore.token()) return;
  const access = dashboardAccess(authStore.user(), checks);
  if (!access.counts && !access.money) return;
  const early = takeEarlyDashboard();
  prefetchData(queryClient, dataProvider, 'dashboard', undefined, early);
}

/**
 * The start-up's figures are the dashboard's first showing's: asked for moments before, they are not asked for again
 * when it mounts (a second read of the whole ledger's totals, and a second full render). Every later showing reads
 * them anew, as every page does. Once it has shown them, the loading shell shows them no more.
 */
let firstShowing = true;
export const refetchDashboardOnMount = () => !firstShowing;
export const dashboardShown = () => {
  firstShowing = false;
  earlyFigures.forget();
};
