import { defaultTheme } from 'react-admin';

/**
 * Light skin. Darker primary and warning colours than the defaults keep white text on them (buttons, the
 * "Kısmen ödendi" chips) at WCAG AA contrast; a darker error red keeps a refused field's small label readable on
 * the filled input's grey.
 */
export const theme = {
  ...defaultTheme,
  palette: {
    mode: 'light' as const,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
  },
  components: {
    ...defaultTheme.components,
    // The "page not found" text is drawn at half opacity, below AA contrast; secondary text colour reads as quiet.
    RaNotFound: {
      styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  },
};
