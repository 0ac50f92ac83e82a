import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { authStore } from '../authProvider/storage';

/**
 * An operator's support session (opened from the platform's accounts list) reads the account as its owner but may
 * not change anything: every page says so, so a refused save is never a surprise.
 */
export function SupportSessionBanner() {
  const translate = useTranslate();
  if (!authStore.user()?.support_session) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0, mb: 1 }}>
      {translate('app.layout.support_session')}
    </Alert>
  );
}
