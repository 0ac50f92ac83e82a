import { Button, LinearProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { stripSpaces } from '../../../common/phone';
import { authStore } from '../../authProvider/storage';
import { useDataQuery } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';

/**
 * The licence's state. Signed in, it is read from the server (valid until when, how many days are left);
 * after a sign-in refused for an ended licence (SPEC.md section 8) it says so, with the support line.
 */
export function LicencePage() {
  const translate = useTranslate();
  const signedIn = authStore.token() !== null;
  const licence = useDataQuery('licence', signedIn ? undefined : null, { silent: true });
  const state = licence.data?.data;

  if (signedIn && licence.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (state && !state.is_expired) {
    return (
      <AuthCard title={translate('app.licence.valid_title')}>
        <Typography>
          {translate('app.licence.valid_until', { date: state.licence_end, smart_count: state.days_left })}
        </Typography>
        <Typography>
          {translate('app.licence.usage', {
            apartments: state.apartment_count,
            limit: state.apartment_limit,
            sms: state.sms_credits,
          })}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {translate('app.licence.home')}
        </Button>
      </AuthCard>
    );
  }
  if (state || authStore.licenceExpired()) return <ExpiredLicence />;
  return (
    <AuthCard title={translate('app.licence.unknown_title')}>
      <Typography>{translate('app.licence.sign_in_to_see')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        {translate('app.login.back')}
      </Button>
    </AuthCard>
  );
}

function ExpiredLicence() {
  const translate = useTranslate();
  // Without an answer the message itself still carries the phone number, so the page says whom to call.
  const supportPhone = useDataQuery('appInfo', undefined, { silent: true }).data?.data.support_phone;
  return (
    <AuthCard title={translate('app.licence.title')}>
      <Typography>{MESSAGES.licenceExpired}</Typography>
      {supportPhone && (
        <Typography>
          <Link href={`tel:${stripSpaces(supportPhone)}`}>
            {translate('app.licence.support', { phone: supportPhone })}
          </Link>
        </Typography>
      )}
      <Button component={RouterLink} to="/login" variant="contained">
        {translate('app.login.back')}
      </Button>
    </AuthCard>
  );
}
