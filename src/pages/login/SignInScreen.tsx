import { CssBaseline, createTheme, Snackbar, ThemeProvider } from '@mui/material';
import { useEffect, useState } from 'react';
import type { TranslateFunction } from 'react-admin';
import { MESSAGES } from '../../../common/messages';
import { LicenceExpiredError } from '../../authProvider/signIn';
import type { AppInfo } from '../../dataProvider/custom/session';
import { signInCalls } from '../../dataProvider/signInCalls';
import { chosenLocale } from '../../i18n/chosenLocale';
import { raTurkish } from '../../i18n/raTurkish';
import { tr } from '../../i18n/tr';
import { TOAST_POSITION } from '../../layout/toastPosition';
import { theme as themeOptions } from '../../theme';
import { SignInForm } from './SignInForm';
import { catalogueTranslator } from './translate';

// The back office's theme, which react-admin would build from the same options.
const theme = createTheme(themeOptions);

const turkish = catalogueTranslator({ app: tr.app, ra: { auth: raTurkish.ra.auth } });

/** The English texts, fetched only for a user who chose English. */
async function englishTexts(): Promise<TranslateFunction> {
  const [{ en }, english] = await Promise.all([import('../../i18n/en'), import('ra-language-english')]);
  return catalogueTranslator({ app: en.app, ra: { auth: english.default.ra.auth } });
}

// The demo hint is a nicety: without an answer the page simply has none.
const readInfo = () =>
  signInCalls.appInfo().then(
    (answer) => answer.data,
    () => undefined,
  );
let earlyInfo: Promise<AppInfo | undefined> | undefined;

/**
 * Called by main.tsx as soon as this chunk has arrived: GET /info (the demo hint, the screen's largest text in
 * demo mode) then goes out before the first render rather than after it.
 */
export function askInfoEarly() {
  earlyInfo = readInfo();
}

/** Where react-admin asked to come back to when it sent a signed-out visitor here (the router's state). */
function askedFor(): string {
  const state = window.history.state as { usr?: { nextPathname?: string; nextSearch?: string } } | null;
  return state?.usr?.nextPathname ? `${state.usr.nextPathname}${state.usr.nextSearch ?? ''}` : '/';
}

/** The same toast as the back office's (react-admin's Notification), for a refused sign-in. */
function ErrorToast({ toast, onClose }: { toast: { message: string; open: boolean }; onClose(): void }) {
  return (
    <Snackbar
      open={toast.open}
      message={toast.message}
      anchorOrigin={TOAST_POSITION}
      autoHideDuration={4000}
      onClose={onClose}
      slotProps={{ content: { sx: { bgcolor: 'error.main', color: 'error.contrastText' } } }}
    />
  );
}

/**
 * /login opened directly, without a session: the sign-in card with React and a few MUI parts only, so the first
 * screen most visitors see does not wait for react-admin, the router and every page's texts. Signing in (or any
 * link) hands over to the back office at the next address; `notice` is the toast it shows on arrival.
 */
export function SignInScreen({
  onOpen,
  onTyping,
}: {
  onOpen(to: string, notice?: string): void;
  onTyping(): void;
}) {
  const [locale] = useState(chosenLocale);
  // Turkish is at hand: the card shows on the first render.
  const [translate, setTranslate] = useState<TranslateFunction | null>(() =>
    locale === 'tr' ? turkish : null,
  );
  const [info, setInfo] = useState<AppInfo>();
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState({ message: '', open: false });

  useEffect(() => {
    document.documentElement.lang = locale;
    if (locale === 'en') void englishTexts().then((texts) => setTranslate(() => texts));
    const request = earlyInfo ?? readInfo();
    earlyInfo = undefined;
    void request.then(setInfo);
  }, [locale]);

  if (!translate) return null;

  const submit = async (credentials: { phone: string; password: string }) => {
    setBusy(true);
    onTyping();
    try {
      await signInCalls.signIn(credentials);
      onOpen(askedFor(), MESSAGES.loginSuccess);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof LicenceExpiredError) onOpen('/licence');
      else
        setToast({ message: (failure as Error).message || translate('ra.auth.sign_in_error'), open: true });
    }
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SignInForm
        translate={translate}
        info={info}
        busy={busy}
        onSubmit={submit}
        onNavigate={(to) => onOpen(to)}
        onTyping={onTyping}
      />
      <ErrorToast toast={toast} onClose={() => setToast((shown) => ({ ...shown, open: false }))} />
    </ThemeProvider>
  );
}
