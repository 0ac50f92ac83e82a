/**
 * react-admin's own pages for what rarely happens (an unknown address, a crash, a failed authentication check).
 * App.tsx loads this module only when one of them shows, so the first screen does not carry them.
 */
export { AuthenticationError, Error, NotFound } from 'react-admin';
