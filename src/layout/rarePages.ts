import type { ComponentType } from 'react';
import { lazyNamed } from '../lib/lazyNamed';

// react-admin's rare pages (AdminFallbackPages.tsx), from a chunk fetched when one of them first shows: App's
// unknown address and failed authentication check, and the crash page of App and of the layout.
const load = () => import('./AdminFallbackPages');
export const ErrorPage = lazyNamed(load, 'Error');
// react-admin types the pages' own props narrower than CoreAdminUI's slots for them; they are drawn without any.
export const NotFound = lazyNamed(load, 'NotFound') as ComponentType;
export const AuthenticationError = lazyNamed(load, 'AuthenticationError') as ComponentType;
