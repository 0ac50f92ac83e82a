import { defaultTheme } from 'react-admin';

import { palette } from './palette';

/** Light skin: the product's colours (palette.ts) on react-admin's theme. */
export const theme = {
  ...defaultTheme,
  palette,
  components: {
    ...defaultTheme.components,
    // The "page not found" text is drawn at half opacity, below AA contrast; secondary text colour reads as quiet.
    RaNotFound: {
      styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  },
};
