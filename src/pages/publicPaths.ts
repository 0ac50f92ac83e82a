/**
 * The back office's addresses a signed-out visitor may open (its pages with `access: 'public'`; the registry
 * test keeps this list equal to them). Any other address sends such a visitor to /login, so main.tsx shows the
 * sign-in screen at once instead of loading the back office to be redirected.
 */
export const PUBLIC_PATHS = ['/login', '/register', '/forgot-password', '/admin-login', '/licence'];
