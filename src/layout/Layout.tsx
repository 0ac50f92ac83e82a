import { Box, type Theme, ThemeProvider } from '@mui/material';
import { type ErrorInfo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Sidebar, SkipNavigationButton, useTranslate } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { pageTextsLoaded } from '../i18n';
import { AppBar } from './AppBar';
import { LoadingBar } from './LoadingShell';
import { Menu } from './Menu';
import { ErrorPage } from './rarePages';
import { SupportSessionBanner } from './SupportSessionBanner';

/**
 * The frame react-admin's `Layout` draws (its class names too, which pages' styles use), without what its module
 * brings that this product does not use: the preferences inspector and its editable titles, whose editors import
 * MUI's text fields and selects into the first screen (docs/decisions.md, "The layout's own frame").
 *
 * react-admin sizes its layout to its widest content (`min-width: fit-content`), so one wide tab strip made a
 * phone page scroll sideways as a whole. Here the page keeps the screen's width and wide parts (tab strips,
 * tables) scroll inside themselves.
 */
const frame = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  bgcolor: 'background.default',
  position: 'relative',
  width: '100%',
  minWidth: 0,
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    mt: { xs: 7, sm: 6 },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    bgcolor: 'background.default',
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    px: 1,
    minWidth: 0,
  },
  '& .RaList-main, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { minWidth: 0 },
  // Whatever holds a table lets it scroll sideways; `relative` keeps the sort labels' visually hidden texts
  // (absolutely positioned) inside it too.
  '& :has(> .MuiTable-root), & .MuiCardContent-root, & [role="tabpanel"]': {
    overflowX: 'auto',
    position: 'relative',
  },
});

/**
 * Every spinner (react-admin's loading indicator too) is named "Yükleniyor", and every picker's open, close and
 * clear buttons are named, in the user's language: MUI names them in English.
 */
export function NamedMuiParts({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withLabel = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: { defaultProps: { 'aria-label': label } },
      MuiLinearProgress: { defaultProps: { 'aria-label': label } },
      MuiAutocomplete: {
        defaultProps: {
          openText: translate('ra.action.open'),
          closeText: translate('ra.action.close'),
          clearText: translate('ra.action.clear_input_value'),
          loadingText: label,
        },
      },
    },
  });
  return <ThemeProvider theme={withLabel}>{children}</ThemeProvider>;
}

export function Layout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  // The first screen is drawn: every page's texts come next, before the user opens one (PageTexts); a failed
  // fetch shows where a page waits for them.
  useEffect(() => {
    pageTextsLoaded().catch(() => undefined);
  }, []);
  return (
    <NamedMuiParts>
      <Box className="layout RaLayout-root" sx={frame}>
        <SkipNavigationButton />
        <div className="RaLayout-appFrame">
          <AppBar />
          <main className="RaLayout-contentWithSidebar">
            <Sidebar>
              <Menu />
            </Sidebar>
            <div id="main-content" className="RaLayout-content">
              <ErrorBoundary
                onError={(_error, info) => setErrorInfo(info)}
                fallbackRender={({ error, resetErrorBoundary }) => (
                  <Suspense fallback={null}>
                    <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
                  </Suspense>
                )}
              >
                <SupportSessionBanner />
                {/* A page's code still on its way: the bar moves at once, where react-admin's showed nothing for a
                    second. */}
                <Suspense
                  fallback={
                    <Box role="status" aria-label={translate('ra.page.loading')} sx={{ mt: 1 }}>
                      <LoadingBar />
                    </Box>
                  }
                >
                  {children}
                </Suspense>
              </ErrorBoundary>
            </div>
          </main>
        </div>
      </Box>
    </NamedMuiParts>
  );
}
