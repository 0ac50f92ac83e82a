/**
 * The product's colours, shared by the back office's theme and the resident page's. Darker primary and warning
 * colours than the defaults keep white text on them (buttons, the "Kısmen ödendi" chips) at WCAG AA contrast; a
 * darker error red keeps a refused field's small label readable on the filled input's grey.
 */
export const palette = {
  mode: 'light' as const,
  primary: { main: '#1565c0' },
  secondary: { main: '#0d47a1' },
  warning: { main: '#b45309' },
  error: { main: '#c62828' },
};
