import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useDeferredValue, useEffect } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { JWT_ERRORS } from '../../../common/messages';
import type { CurrentUser } from '../../../common/types';
import { authStore } from '../../authProvider/storage';
import { DASHBOARD_RANGE } from '../../dataProvider/custom/dashboardRange';
import { useDataQuery } from '../../dataProvider/useData';
import { PageTitle } from '../../layout/PageTitle';
import { useMountedInTransition } from '../../lib/useMountedInTransition';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { useAccess } from '../../registry/context';
import { DashboardCountCards } from './DashboardCountCards';
import { DashboardMoneyCards } from './DashboardMoneyCards';
import { DashboardSection } from './DashboardSection';
import { dashboardAccess, dashboardShown, refetchDashboardOnMount } from './dashboardAccess';
import { IncomeExpenseChart } from './IncomeExpenseChart';
import { LargestDebtorList } from './LargestDebtorList';
import { LatestMovementList } from './LatestMovementList';
import { REPORT_PATHS, reportLink } from './reportLinks';
import { cardGrid, moneyGrid } from './StatCard';

function useDashboard(enabled: boolean) {
  const navigate = useNavigate();
  const { data, error, isLoading } = useDataQuery('dashboard', enabled ? undefined : null, {
    silent: true,
    refetchOnMount: refetchDashboardOnMount,
  });
  // After the query's own subscription (an effect declared before this one), which read the flag.
  useEffect(dashboardShown, []);
  useEffect(() => {
    // docs/domain.md, "Fixed texts": only a missing or malformed (or, after a failed refresh, expired) token matters
    // here; every other failure is silent.
    if (error?.message === JWT_ERRORS.missing || error?.message === JWT_ERRORS.invalid) {
      authStore.clear();
      navigate('/login');
    }
  }, [error, navigate]);
  // When the figures arrive they draw in a render React may pause every few milliseconds, not in the task that
  // received them: on a phone that task was the page's longest (docs/benchmarks-bundle.md, fifth round). Figures
  // already here at the first render (asked for by main.tsx) draw at once: deferring those too cut little blocking
  // time and put the largest paint 0.6 s later in Lighthouse's phone run.
  const shown = useDeferredValue(data ?? null);
  return {
    dashboard: shown?.data ?? null,
    loading: isLoading || (shown === null && data !== undefined),
  };
}

/**
 * An owner who has never seen the tutorial (a new registration) is sent there once per browser session. Not a
 * sub-user: the tutorial sets up the account, and finishing it asks the support team to call the customer.
 */
function useFirstTutorial(enabled: boolean) {
  const navigate = useNavigate();
  const key = `tutorialOffered:${authStore.user()?.id ?? ''}`;
  const ask = enabled && !sessionStorage.getItem(key);
  const tutorial = useDataQuery('tutorial', ask ? undefined : null, { silent: true });
  // Only a fresh answer counts: a cached one may be from before the tutorial was seen.
  const fresh = tutorial.isFetchedAfterMount && !tutorial.isFetching ? tutorial.data?.data : undefined;
  useEffect(() => {
    if (!ask || !fresh) return;
    sessionStorage.setItem(key, '1');
    if (fresh.is_first && !fresh.is_completed) navigate('/tutorial');
  }, [ask, fresh, key, navigate]);
}

/**
 * The chart's and the lists' place while the figures load, about their height, so the account's section below
 * does not jump down the screen when they arrive.
 */
function FinanceSkeleton() {
  return (
    <>
      <Skeleton variant="rounded" sx={{ height: { xs: 320, sm: 380 } }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={680} />
        <Skeleton variant="rounded" height={680} />
      </Box>
    </>
  );
}

function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
    <Skeleton key={i} variant="rounded" height={104} />
  ));
}

/**
 * The home page. Users who may see the reports get the money first (cash, this month, debts, twelve months,
 * largest debtors, latest movements); users who may see the property area get the account's counts.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<CurrentUser | null>();
  // The stored user answers at once (the figures are asked for on the first render); the API checks again.
  const storedUser = authStore.user();
  const { counts: maySeeCounts, money: maySeeMoney } = dashboardAccess(storedUser, useAccess());
  const { dashboard, loading } = useDashboard(maySeeCounts || maySeeMoney);
  // The money cards draw with the figures at once (the screen's largest text is theirs); the chart, the lists and
  // the account's counts, most of the page's work, follow in a render React may pause every few milliseconds: when
  // the figures are already here at the first render, that render is one uninterrupted task
  // (docs/benchmarks-bundle.md, "Ninth round"). Their placeholders keep their place meanwhile.
  const restDrawn = useMountedInTransition();
  // What draws after the money cards, and whether it is still to come (its placeholders show meanwhile).
  const later = restDrawn ? dashboard : null;
  const laterFinance = later?.finance ?? null;
  const laterPending = loading || (dashboard !== null && !restDrawn);
  useFirstTutorial(storedUser?.role === 'main');
  const isOwner = user?.role === 'main';
  const finance = dashboard?.finance ?? null;
  if (!maySeeCounts && !maySeeMoney) {
    return (
      <Card sx={{ mt: 2, maxWidth: 560 }}>
        <PageTitle title="app.dashboard.title" />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.dashboard.welcome', { name: storedUser?.name ?? '' })}
          </Typography>
          <Typography color="text.secondary">{translate('app.dashboard.no_counts')}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 3 }} aria-busy={laterPending}>
      <PageTitle title="app.dashboard.title" />
      <Typography component="h1" sx={visuallyHidden}>
        {translate('app.dashboard.title')}
      </Typography>
      {maySeeMoney && (
        <Box
          component="section"
          aria-labelledby="dashboard-money"
          sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        >
          <Typography id="dashboard-money" variant="h6" component="h2">
            {translate('app.dashboard.money')}
          </Typography>
          <Box sx={moneyGrid}>
            {finance && <DashboardMoneyCards finance={finance} period={DASHBOARD_RANGE} />}
            {loading && <CardSkeletons count={5} />}
          </Box>
          {laterPending && <FinanceSkeleton />}
          {laterFinance && (
            <>
              <DashboardSection title={translate('app.dashboard.chart')} to={reportLink(REPORT_PATHS.income)}>
                <IncomeExpenseChart months={laterFinance.months} />
              </DashboardSection>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <DashboardSection
                  title={translate('app.dashboard.debtors')}
                  to={reportLink(REPORT_PATHS.debtors, DASHBOARD_RANGE)}
                >
                  <LargestDebtorList debtors={laterFinance.debtors} />
                </DashboardSection>
                <DashboardSection
                  title={translate('app.dashboard.movements')}
                  to={reportLink(REPORT_PATHS.cashBook, DASHBOARD_RANGE)}
                >
                  <LatestMovementList movements={laterFinance.movements} />
                </DashboardSection>
              </Box>
            </>
          )}
        </Box>
      )}
      {maySeeCounts && (
        <Box component="section" aria-labelledby="dashboard-account" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="dashboard-account" variant="h6" component="h2">
            {translate('app.dashboard.account')}
          </Typography>
          {!maySeeMoney && <Alert severity="info">{translate('app.dashboard.no_finance')}</Alert>}
          <Box sx={cardGrid}>
            {later && <DashboardCountCards counts={later} isOwner={isOwner} />}
            {laterPending && <CardSkeletons count={isOwner ? 5 : 4} />}
          </Box>
        </Box>
      )}
    </Box>
  );
}
