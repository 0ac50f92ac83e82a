import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { palette } from '../../palette';
import {
  firstLocale,
  RESIDENT_LOCALE_KEY,
  type ResidentLocale,
  ResidentPageContext,
  textsOf,
} from './residentContext';

/** The back office's colours on MUI's plain theme: react-admin's theme would pull react-admin in. */
const theme = createTheme({ palette });

/** The stored choice; a browser that refuses storage (a private window) just does not remember it. */
function storedLocale(): string | null {
  try {
    return localStorage.getItem(RESIDENT_LOCALE_KEY);
  } catch {
    return null;
  }
}

function storeLocale(locale: ResidentLocale) {
  try {
    localStorage.setItem(RESIDENT_LOCALE_KEY, locale);
  } catch {
    // Not remembered: the page still shows the language chosen now.
  }
}

/**
 * What every page of a resident's link stands in, outside react-admin: its own react-query client, theme and
 * language choice, with the link's token for the sections.
 */
export function ResidentShell({ token, children }: { token: string; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [locale, setShown] = useState<ResidentLocale>(() =>
    firstLocale(storedLocale(), navigator.languages ?? [navigator.language]),
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const context = useMemo(() => {
    const setLocale = (next: ResidentLocale) => {
      storeLocale(next);
      setShown(next);
    };
    return { token, locale, setLocale, texts: textsOf(locale) };
  }, [token, locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ResidentPageContext.Provider value={context}>{children}</ResidentPageContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
