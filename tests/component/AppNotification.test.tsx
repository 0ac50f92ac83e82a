import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage';

function SavesSomething() {
  const notify = useNotify();
  useEffect(() => notify('Bina eklendi.', { type: 'success' }), [notify]);
  return null;
}

describe('toasts', () => {
  it('appear at the top centre of the screen (docs/domain.md, Limits and constants)', async () => {
    renderPage(<SavesSomething />);
    const toast = await screen.findByText('Bina eklendi.');
    const snackbar = toast.closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });
});
