import { defaultTheme } from 'react-admin';

import { palette } from './palette';

/** Material's secondary text colour: react-admin draws some messages lighter (disabled colour, half opacity), below
 *  AA contrast. */
const QUIET_TEXT = 'rgba(0, 0, 0, 0.6)';

/** Light skin: the product's colours (palette.ts) on react-admin's theme. */
export const theme = {
  ...defaultTheme,
  palette,
  components: {
    ...defaultTheme.components,
    // The app is rendered in the browser only: reading media queries at once spares every component that uses
    // one (react-admin's layout, sidebar and lists) a second render on mount.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    // The "page not found" text is drawn at half opacity, below AA contrast; secondary text colour reads as quiet.
    RaNotFound: {
      styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1, color: QUIET_TEXT } } },
    },
    // The loading screen (a page whose data takes over a second, on a slow line or a busy server) writes its
    // "Sayfa yükleniyor" line in the disabled colour, also below AA contrast.
    RaLoading: {
      styleOverrides: { root: { '& .RaLoading-message': { color: QUIET_TEXT } } },
    },
    // An empty list's "Henüz … yok" and its question (a new account's or branch's first visit) use the disabled
    // colour as well: axe found it on a new branch's Binalar.
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: QUIET_TEXT } } },
    },
  },
};
