import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupportRequest } from '../../src/dataProvider/custom/support';
import { http } from '../../src/dataProvider/http';
import { HelpPage } from '../../src/pages/help/HelpPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const answered: SupportRequest = {
  id: 1,
  subject: 'Aidat dağıtımı',
  body: 'm² oranında nasıl dağıtırım?',
  answer: 'Borç girişinde "m² oranında" seçiniz.',
  answered_at: '2026-11-25T10:00:00.000Z',
  created_at: '2026-11-24T10:00:00.000Z',
};

describe('HelpPage', () => {
  it('shows the guides, the answer to an earlier request, and sends a new one that then waits', async () => {
    const user = userEvent.setup();
    const mine: SupportRequest[] = [answered];
    const api = fakeApi({
      'GET /support': () => ({ body: { data: [...mine] } }),
      'POST /support': (request) => {
        const body = request.body as { subject: string; body: string };
        const row = {
          id: 2,
          ...body,
          answer: null,
          answered_at: null,
          created_at: '2026-11-25T12:00:00.000Z',
        };
        mine.unshift(row);
        return { body: { description: 'Talebiniz iletildi. Yanıt bu sayfada görünecektir.', data: row } };
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<HelpPage />, { route: '/help' });

    await user.click(screen.getByRole('button', { name: 'Tahsilat' }));
    expect(await screen.findByText(/önce en eski borçlar kapanır/)).toBeVisible();
    expect(await screen.findByText('Borç girişinde "m² oranında" seçiniz.')).toBeInTheDocument();
    expect(screen.queryByText('Yanıt bekleniyor')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Konu' }), 'Makbuz');
    await user.type(screen.getByRole('textbox', { name: 'Sorunuz' }), 'Makbuz numarası nasıl değişir?');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Talebiniz iletildi. Yanıt bu sayfada görünecektir.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'Makbuz',
      body: 'Makbuz numarası nasıl değişir?',
    });
    expect(await screen.findByText('Makbuz numarası nasıl değişir?')).toBeInTheDocument();
    expect(screen.getByText('Yanıt bekleniyor')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Konu' })).toHaveValue(''));
  });

  it('refuses an empty request without calling the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /support': { body: { data: [] } } });
    http.defaults.adapter = api.adapter;
    renderPage(<HelpPage />, { route: '/help' });
    expect(await screen.findByText('Henüz bir talep göndermediniz.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Konu' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'Konu' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findAllByText(/zorunlu/i)).not.toHaveLength(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
