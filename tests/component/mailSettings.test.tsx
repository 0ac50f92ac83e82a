/**
 * The settings page's e-mail switches (src/pages/settings/SettingsPage.tsx): "Tahsilat makbuzunu e-posta ile gönder"
 * and "Aylık hesap ekstresini e-posta ile gönder" show the account's `mail_receipts` and `mail_statements` and are
 * saved with the other settings.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../src/pages/settings/SettingsPage';
import type { FakeRequest } from './fakeApi';
import { renderPage } from './renderPage';

const settings = {
  auto_payment_advance_payments: false,
  birth_day: false,
  birth_day_message_template: null,
  remin_debt: false,
  remind_debt_with_since_day: 0,
  send_payment_message: false,
  payment_message_template: null,
  books_closed_through: null,
  bank_auto_levels: [1],
  mail_receipts: false,
  mail_statements: false,
};

describe('settings: receipts by e-mail', () => {
  it('turns on "Tahsilat makbuzunu e-posta ile gönder" and saves it with the settings', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<SettingsPage />, {
      route: '/settings',
      api: {
        'GET /settings': { body: { description: '', data: settings } },
        'GET /licance': { status: 404 },
        'PUT /settings': (request: FakeRequest) => ({
          body: { description: 'Ayarlar kaydedildi.', data: request.body },
        }),
      },
    });
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Tahsilat makbuzunu e-posta ile gönder' },
      { timeout: 5000 },
    );
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/makbuz, ödeyenin çalışan bir e-posta adresi varsa PDF/)).toBeVisible();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        mail_receipts: true,
        send_payment_message: false,
      }),
    );
    // A form of many inputs on a loaded machine: the default 20 s is a measure of the machine, not the page.
  }, 60_000);

  it('turns on the monthly statement by e-mail, says when it goes, and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<SettingsPage />, {
      route: '/settings',
      api: {
        'GET /settings': { body: { description: '', data: settings } },
        'GET /licance': { status: 404 },
        'PUT /settings': (request: FakeRequest) => ({
          body: { description: 'Ayarlar kaydedildi.', data: request.body },
        }),
      },
    });
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Aylık hesap ekstresini e-posta ile gönder' },
      { timeout: 5000 },
    );
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Her ayın 1’inde saat 09:00’da/)).toBeVisible();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        mail_statements: true,
        mail_receipts: false,
      }),
    );
  }, 60_000);
});
