import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageMenuButton } from '../../src/layout/LanguageMenuButton';
import { renderPage, resetLanguage } from './renderPage';

afterEach(resetLanguage);

describe("the app bar's language button", () => {
  // Switching the language itself is in tests/e2e/language.test.ts: this harness holds its page in one language.
  it('puts its menu in the page only while it is open', async () => {
    renderPage(<LanguageMenuButton />);
    const button = await screen.findByRole('button', { name: 'Türkçe' });
    // react-admin's button kept its menu (a hidden popover with both languages) in the page from the first
    // screen on, drawn with it on every load.
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByText('English')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');

    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Türkçe' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Türkçe' }));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-expanded');
  });

  it('closes its menu with Escape, keeping the language', async () => {
    renderPage(<LanguageMenuButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Türkçe' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Türkçe' })).toBeInTheDocument();
  });
});
