import { Button, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { stripSpaces } from '../../../common/phone';
import { http } from '../../dataProvider/http';
import { AuthCard } from '../../lib/AuthCard';

/** Shown instead of a toast when login answers that the licence has ended (SPEC.md section 8). */
export function LicencePage() {
  const translate = useTranslate();
  const [supportPhone, setSupportPhone] = useState<string | null>(null);

  useEffect(() => {
    http
      .get<{ data: { support_phone: string } }>('/info')
      .then((response) => setSupportPhone(response.data.data.support_phone))
      // The message itself carries the phone number, so the page still says whom to call.
      .catch(() => setSupportPhone(null));
  }, []);

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
