import { Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { stripSpaces } from '../../../common/phone';
import { useDataQuery } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';

/** Shown instead of a toast when login answers that the licence has ended (SPEC.md section 8). */
export function LicencePage() {
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
