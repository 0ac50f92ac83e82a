import ApartmentIcon from '@mui/icons-material/Apartment';
import EventIcon from '@mui/icons-material/Event';
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SmsIcon from '@mui/icons-material/Sms';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { JWT_ERRORS } from '../../../common/messages';
import type { CurrentUser } from '../../../common/types';
import { accessSubject, canAccess } from '../../authProvider';
import { authStore } from '../../authProvider/storage';
import { useDataQuery } from '../../dataProvider/useData';

/** Under this many licence days left the card turns to the warning colour. */
const LICENCE_WARNING_DAYS = 15;

const numberFormat = new Intl.NumberFormat('tr-TR');

function useDashboardCounts(enabled: boolean) {
  const navigate = useNavigate();
  const { data, error, isLoading } = useDataQuery('dashboard', enabled ? undefined : null, { silent: true });
  useEffect(() => {
    // SPEC.md section 8: only a missing or malformed (or, after a failed refresh, expired) token matters
    // here; every other failure is silent.
    if (error?.message === JWT_ERRORS.missing || error?.message === JWT_ERRORS.invalid) {
      authStore.clear();
      navigate('/login');
    }
  }, [error, navigate]);
  return { counts: data?.data ?? null, loading: isLoading };
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

interface StatCardProps {
  icon: ComponentType<{ color?: 'primary' | 'warning' }>;
  label: string;
  value: number | undefined;
  to?: string;
  warning?: string;
}

function StatCard({ icon: Icon, label, value, to, warning }: StatCardProps) {
  const body: ReactNode = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Icon color={warning ? 'warning' : 'primary'} />
      <Box>
        <Typography variant="h4" component="p" color={warning ? 'warning.main' : 'text.primary'}>
          {value === undefined ? '—' : numberFormat.format(value)}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
        {warning && (
          <Typography variant="body2" color="warning.main">
            {warning}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={warning ? { borderColor: 'warning.main' } : undefined}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Real counts of the account: buildings, apartments, sub-users (owner only), SMS credits and licence days. */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<CurrentUser | null>();
  // The stored user answers at once (the counts are asked for on the first render); the API checks again.
  const storedUser = authStore.user();
  const maySeeCounts = canAccess(accessSubject(storedUser), { resource: 'dashboard', action: 'show' });
  const { counts, loading } = useDashboardCounts(maySeeCounts);
  useFirstTutorial(storedUser?.role === 'main');
  const isOwner = user?.role === 'main';
  const licenceEnding = counts !== null && counts.licence_days_left < LICENCE_WARNING_DAYS;
  if (!maySeeCounts) {
    return (
      <Card sx={{ mt: 2, maxWidth: 560 }}>
        <Title title="app.dashboard.title" />
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
    <Box sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
        aria-busy={loading}
      >
        {loading ? (
          Array.from({ length: isOwner ? 5 : 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <Skeleton key={i} variant="rounded" height={104} />
          ))
        ) : (
          <>
            <StatCard
              icon={ApartmentIcon}
              label={translate('app.dashboard.buildings')}
              value={counts?.building_count}
              to="/buildings"
            />
            <StatCard
              icon={HomeIcon}
              label={translate('app.dashboard.apartments')}
              value={counts?.apartment_count}
            />
            {isOwner && (
              <StatCard
                icon={ManageAccountsIcon}
                label={translate('app.dashboard.sub_users')}
                value={counts?.sub_user_count}
                to="/sub-users"
              />
            )}
            <StatCard
              icon={SmsIcon}
              label={translate('app.dashboard.sms_credits')}
              value={counts?.sms_credits}
            />
            <StatCard
              icon={EventIcon}
              label={translate('app.dashboard.licence_days_left')}
              value={counts?.licence_days_left}
              warning={licenceEnding ? translate('app.dashboard.licence_ending') : undefined}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
