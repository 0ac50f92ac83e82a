import { type Theme, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout, useTranslate } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SupportSessionBanner } from './SupportSessionBanner';

/**
 * react-admin sizes the layout to its widest content (`min-width: fit-content`), so one wide tab strip made a
 * phone page scroll sideways as a whole. Here the page keeps the screen's width and wide parts (tab strips,
 * tables) scroll inside themselves.
 */
const fitToScreen = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { minWidth: 0 },
  // Whatever holds a table lets it scroll sideways; `relative` keeps the sort labels' visually hidden texts
  // (absolutely positioned) inside it too.
  '& :has(> .MuiTable-root), & .MuiCardContent-root, & [role="tabpanel"]': {
    overflowX: 'auto',
    position: 'relative',
  },
};

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
  return (
    <NamedMuiParts>
      <RaLayout appBar={AppBar} menu={Menu} sx={fitToScreen}>
        <SupportSessionBanner />
        {children}
      </RaLayout>
    </NamedMuiParts>
  );
}
