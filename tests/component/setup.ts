import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { http } from '../../src/dataProvider/http';

// Tests answer the app's requests with a fake adapter on the real client (fakeApi.ts, renderPage's `api`):
// every test starts from the client's own adapter again.
const originalAdapter = http.defaults.adapter;

// findBy/waitFor give the page 5 s instead of 1 s: a busy machine draws a page later without the page being wrong.
configure({ asyncUtilTimeout: 5000 });

// The browser speaks Turkish, as the product's users' do (jsdom says en-US); the resident page starts in it.
Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['tr-TR', 'tr'] });

// React's warning of list keys (two siblings with one key, or none) fails the test that drew them: siblings sharing
// a key may be drawn twice or dropped, and the warning alone scrolled by unseen.
const KEY_WARNING =
  /Encountered two children with the same key|Each child in a list should have a unique "key"/;
const keyWarnings: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && KEY_WARNING.test(args[0])) keyWarnings.push(args.map(String).join(' '));
  originalError(...args);
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
beforeEach(() => {
  localStorage.clear();
  keyWarnings.length = 0;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  http.defaults.adapter = originalAdapter;
  if (keyWarnings.length > 0) throw new Error(`React warned of list keys:\n${keyWarnings.join('\n')}`);
});
