import { defaultTheme } from 'react-admin';

/** Light skin; a darker primary than the default keeps text contrast at WCAG AA. */
export const theme = {
  ...defaultTheme,
  palette: { mode: 'light' as const, primary: { main: '#1565c0' }, secondary: { main: '#0d47a1' } },
};
