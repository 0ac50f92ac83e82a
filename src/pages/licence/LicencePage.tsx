import { Alert, Box, Button, Container, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { phoneText, stripSpaces } from '../../../common/phone';
import { authStore } from '../../authProvider/storage';
import type { Licence } from '../../dataProvider/custom/session';
import { useDataQuery } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';
import { OrderList } from '../../resources/orders/OrderList';
import { LicenceSignInForm } from './LicenceSignInForm';
import { LicenceSummary } from './LicenceSummary';
import { PackageChooser } from './PackageChooser';

/**
 * The licence: package, end date, days left, apartments used of the limit; the packages to order and the orders.
 * Signed in, it reads the session's account. After a sign-in refused for an ended licence (docs/domain.md, "The licence
 * and packages") it says so, with the support line, and lets the owner sign in to this screen only (a licence token) to
 * renew.
 */
export function LicencePage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const signedIn = authStore.token() !== null;
  const [licenceToken, setLicenceToken] = useState(authStore.licenceToken());
  const canRead = signedIn || licenceToken !== null;
  const licence = useDataQuery('licence', canRead ? undefined : null, { silent: true });

  // A licence token past its half hour: back to the sign-in form.
  useEffect(() => {
    if (licence.isError && !signedIn && licenceToken) {
      authStore.setLicenceToken(null);
      setLicenceToken(null);
    }
  }, [licence.isError, signedIn, licenceToken]);

  const signInForLicence = (token: string) => {
    authStore.setLicenceToken(token);
    queryClient.removeQueries({ queryKey: ['licence'] });
    setLicenceToken(token);
  };
  const leave = () => {
    authStore.setLicenceToken(null);
    queryClient.clear();
  };

  if (canRead && licence.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const state = licence.data?.data;
  if (state) {
    const mayOrder = !signedIn || authStore.user()?.role === 'main';
    return <LicenceOverview licence={state} mayOrder={mayOrder} signedIn={signedIn} onLeave={leave} />;
  }
  if (authStore.licenceExpired()) return <ExpiredLicence onSignedIn={signInForLicence} />;
  return (
    <AuthCard title={translate('app.licence.unknown_title')}>
      <Typography>{translate('app.licence.sign_in_to_see')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        {translate('app.login.back')}
      </Button>
    </AuthCard>
  );
}

function LicenceOverview({
  licence,
  mayOrder,
  signedIn,
  onLeave,
}: {
  licence: Licence;
  mayOrder: boolean;
  signedIn: boolean;
  onLeave(): void;
}) {
  const translate = useTranslate();
  const title = translate('app.licence.page_title');
  // Outside the layout there is no app bar: the browser's tab (and a bookmark of it) carries the page's name.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box component="main" sx={{ bgcolor: 'grey.100', minHeight: '100vh', py: 3 }}>
      <Container maxWidth="md" sx={{ display: 'grid', gap: 3 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {signedIn ? (
            <Button component={RouterLink} to="/" variant="outlined">
              {translate('app.licence.home')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/login" variant="outlined" onClick={onLeave}>
              {translate('app.licence.sign_out')}
            </Button>
          )}
        </Stack>
        {licence.is_expired && <Alert severity="warning">{MESSAGES.licenceExpired}</Alert>}
        <LicenceSummary licence={licence} />
        {mayOrder ? <PackageChooser /> : <Alert severity="info">{translate('app.licence.owner_only')}</Alert>}
        <Box component="section" aria-labelledby="licence-orders-title">
          <Typography id="licence-orders-title" variant="h6" component="h2" gutterBottom>
            {translate('app.licence.orders_title')}
          </Typography>
          <OrderList embedded />
        </Box>
      </Container>
    </Box>
  );
}

function ExpiredLicence({ onSignedIn }: { onSignedIn(token: string): void }) {
  const translate = useTranslate();
  // Without an answer the message itself still carries the phone number, so the page says whom to call.
  const supportPhone = useDataQuery('appInfo', undefined, { silent: true }).data?.data.support_phone;
  return (
    <AuthCard title={translate('app.licence.title')}>
      <Typography>{MESSAGES.licenceExpired}</Typography>
      {supportPhone && (
        <Typography>
          <Link href={`tel:${stripSpaces(supportPhone)}`}>
            {translate('app.licence.support', { phone: phoneText(supportPhone) })}
          </Link>
        </Typography>
      )}
      <Typography variant="h6" component="h2">
        {translate('app.licence.renew_title')}
      </Typography>
      <Typography variant="body2">{translate('app.licence.renew_intro')}</Typography>
      <LicenceSignInForm onSignedIn={onSignedIn} />
      <Button component={RouterLink} to="/login">
        {translate('app.login.back')}
      </Button>
    </AuthCard>
  );
}
