import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadFailedShell } from '../../src/layout/LoadFailedShell';

// What main.tsx shows when the back office's code could not be fetched (tests/e2e/signedOut.test.ts drives it in
// the browser): in the user's language, read before react-admin's catalogues exist.
afterEach(() => localStorage.clear());

describe('the screen for code that could not be fetched', () => {
  it('says so in Turkish and offers to reload the page', () => {
    render(<LoadFailedShell />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Sayfa yüklenemedi/);
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument();
  });

  it('speaks English to a user who chose English', () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    render(<LoadFailedShell />);
    expect(screen.getByRole('heading', { name: 'The page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
