import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { SettingsPage } from '../../src/pages/settings/SettingsPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const settings = {
  auto_payment_advance_payments: false,
  birth_day: true,
  birth_day_message_template: 'İyi ki doğdunuz {ad}!',
  remin_debt: false,
  remind_debt_with_since_day: 0,
  send_payment_message: true,
  payment_message_template: 'Ödemeniz alındı.',
  books_closed_through: null,
};

describe('settings: the automatic messages', () => {
  it('counts the birthday message, refuses an unknown field, and offers the payment’s own fields', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /settings': { body: { description: '', data: settings } },
      'GET /licance': { status: 404 },
      'PUT /settings': (request: FakeRequest) => ({
        body: { description: 'Ayarlar kaydedildi.', data: request.body },
      }),
    });
    http.defaults.adapter = api.adapter;
    renderPage(<SettingsPage />, { route: '/settings' });

    const birthday = await screen.findByRole('textbox', { name: 'Doğum günü mesajı' });
    // "İyi ki doğdunuz Ayşe!" with the example name: 21 characters, one SMS.
    expect(birthday).toHaveAccessibleDescription(/21 karakter · 1 SMS/);

    const payment = screen.getByRole('textbox', { name: 'Tahsilat mesajı' });
    await user.clear(payment);
    await user.type(payment, '{{tutr} ödemeniz alındı.');
    expect(screen.getByText('Bilinmeyen alan: {tutr}. Listeden bir alan seçin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    // The amount is one of the payment message's fields (not of the birthday message's).
    await user.clear(payment);
    const [birthdayPicker, paymentPicker] = screen.getAllByRole('button', { name: 'Alan ekle' });
    await user.click(birthdayPicker!);
    expect(screen.queryByRole('menuitem', { name: /Tahsilat tutarı/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(paymentPicker!);
    await user.click(await screen.findByRole('menuitem', { name: /Tahsilat tutarı/ }));
    await user.type(payment, ' ödemeniz alındı.');
    expect(payment).toHaveValue('{tutar} ödemeniz alındı.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        payment_message_template: '{tutar} ödemeniz alındı.',
      }),
    );
  });
});
