import { afterEach } from 'vitest';
import { resetLanguage } from './renderPage';

// The shared-module project only (vitest.config.ts): every test starts in Turkish whatever the one before chose.
afterEach(resetLanguage);
