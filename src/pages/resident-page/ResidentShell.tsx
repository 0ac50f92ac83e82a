import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { palette } from '../../palette';
import { type ResidentLocale, ResidentPageContext, textsOf } from './residentContext';

/** The back office's colours on MUI's plain theme: react-admin's theme would pull react-admin in. */
const theme = createTheme({ palette });

/**
 * What every page of a resident's link stands in, outside react-admin: its own react-query client, theme and
 * language choice, with the link's token for the sections.
 */
export function ResidentShell({ token, children }: { token: string; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [locale, setLocale] = useState<ResidentLocale>('tr');
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const context = useMemo(() => ({ token, locale, setLocale, texts: textsOf(locale) }), [token, locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ResidentPageContext.Provider value={context}>{children}</ResidentPageContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
