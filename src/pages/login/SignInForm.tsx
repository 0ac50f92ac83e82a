import { Alert, Link, type LinkProps, Stack } from '@mui/material';
import { type FormEvent, type MouseEvent, useState } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { AppInfo } from '../../dataProvider/custom/session';
import { AuthCard } from '../../lib/AuthCard';
import { SignInFields } from './SignInFields';

/** A link to another page before sign-in; a plain click is left to `onNavigate` (no page load). */
function PageLink({
  to,
  onNavigate,
  ...props
}: Omit<LinkProps, 'href' | 'onClick'> & { to: string; onNavigate(to: string): void }) {
  const follow = (event: MouseEvent) => {
    // Ctrl/⌘/Shift-click and middle click open a new tab or window, as with any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  return <Link href={to} onClick={follow} {...props} />;
}

/**
 * The sign-in card: phone, password, the demo account's hint, the forgot-password, registration and operator
 * links. It knows neither react-admin nor the router, so it is shown by LoginPage inside the back office and by
 * SignInScreen before the back office has loaded.
 */
export function SignInForm({
  translate,
  info,
  busy,
  onSubmit,
  onNavigate,
  onTyping,
}: {
  translate: TranslateFunction;
  /** GET /info's answer, once it has come (demo mode shows the demo account). */
  info: AppInfo | undefined;
  busy: boolean;
  onSubmit(credentials: { phone: string; password: string }): void;
  onNavigate(to: string): void;
  /** Told when the user first types, to fetch what follows the sign-in meanwhile. */
  onTyping?(): void;
}) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const typed = (set: (value: string) => void) => (value: string) => {
    onTyping?.();
    set(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ phone, password });
  };

  return (
    <AuthCard title={translate('app.login.title')}>
      <Stack component="form" onSubmit={submit} spacing={2} noValidate>
        {info?.demo && info.demo_phone && (
          <Alert severity="info">
            {translate('app.login.demo_hint', { phone: info.demo_phone, password: info.demo_password })}
          </Alert>
        )}
        <SignInFields
          translate={translate}
          phone={phone}
          onPhone={typed(setPhone)}
          password={password}
          onPassword={typed(setPassword)}
          busy={busy}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <PageLink to="/forgot-password" onNavigate={onNavigate}>
            {translate('app.login.forgot')}
          </PageLink>
          <PageLink to="/register" onNavigate={onNavigate}>
            {translate('app.login.register')}
          </PageLink>
        </Stack>
        <PageLink to="/admin-login" onNavigate={onNavigate} variant="body2" color="text.secondary">
          {translate('app.login.admin')}
        </PageLink>
      </Stack>
    </AuthCard>
  );
}
