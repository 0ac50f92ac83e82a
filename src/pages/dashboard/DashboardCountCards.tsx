import ApartmentIcon from '@mui/icons-material/Apartment';
import EventIcon from '@mui/icons-material/Event';
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SmsIcon from '@mui/icons-material/Sms';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardCounts } from '../../dataProvider/custom/session';
import { useCountFormat } from '../../lib/useCountFormat';
import { StatCard } from './StatCard';

/** From this many licence days left the card warns, as the bell's licence notice does (services/notices.ts). */
const LICENCE_WARNING_DAYS = 15;

/** The account's counts: buildings, apartments, sub-users (owner only), SMS credits and licence days. */
export const DashboardCountCards = memo(function DashboardCountCards({
  counts,
  isOwner,
}: {
  counts: DashboardCounts;
  isOwner: boolean;
}) {
  const translate = useTranslate();
  const count = useCountFormat();
  const licenceEnding = counts.licence_days_left <= LICENCE_WARNING_DAYS;
  return (
    <>
      <StatCard
        icon={ApartmentIcon}
        label={translate('app.dashboard.buildings')}
        value={count(counts.building_count)}
        to="/buildings"
      />
      <StatCard
        icon={HomeIcon}
        label={translate('app.dashboard.apartments')}
        value={count(counts.apartment_count)}
      />
      {isOwner && (
        <StatCard
          icon={ManageAccountsIcon}
          label={translate('app.dashboard.sub_users')}
          value={count(counts.sub_user_count)}
          to="/sub-users"
        />
      )}
      <StatCard
        icon={SmsIcon}
        label={translate('app.dashboard.sms_credits')}
        value={count(counts.sms_credits)}
      />
      <StatCard
        icon={EventIcon}
        label={translate('app.dashboard.licence_days_left')}
        value={count(counts.licence_days_left)}
        warning={licenceEnding ? translate('app.dashboard.licence_ending') : undefined}
        to="/licence"
      />
    </>
  );
});
