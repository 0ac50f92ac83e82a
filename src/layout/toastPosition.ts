/** Toasts appear at the top centre of the screen (SPEC.md section 9), where a user filling a form looks. */
export const TOAST_POSITION = { vertical: 'top', horizontal: 'center' } as const;
