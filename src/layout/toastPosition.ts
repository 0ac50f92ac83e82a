/**
 * Toasts appear at the top centre of the screen (docs/domain.md, "Limits and constants"), where a user filling a form
 * looks.
 */
export const TOAST_POSITION = { vertical: 'top', horizontal: 'center' } as const;
