import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorStore } from '../../src/authProvider/operatorStorage';
import { PlatformApp } from '../../src/platform/PlatformApp';

interface Seen {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}

const accounts = [
  {
    id: 7,
    assoc_name: 'Akasya Sitesi',
    owner_name: 'Ayşe Yılmaz',
    owner_phone: '5550000000',
    apartment_count: 12,
    apartment_limit: 50,
    licence_end: '31.12.2030',
    sms_credits: 900,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
];

const request = {
  id: 3,
  account_id: 7,
  assoc_name: 'Akasya Sitesi',
  user_name: 'Ayşe Yılmaz',
  user_phone: '5550000000',
  subject: 'Makbuz numarası',
  body: 'Makbuzlar 1000’den başlayabilir mi?',
  answer: null,
  answered_at: null,
  created_at: '2026-11-25T09:00:00.000Z',
};

const order = {
  id: 11,
  account_id: 7,
  assoc_name: 'Akasya Sitesi',
  package_id: 2,
  package_name: 'SMS 1000',
  kind: 'sms',
  apartment_count: null,
  month: null,
  sms_credits: 1000,
  amount: 600,
  status: 'awaiting_payment',
  reference: 'SP-000011',
  receipt_no: null,
  created_at: '2026-11-25T09:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
};

const codeSms = {
  id: 41,
  created_at: '2026-11-25T09:00:00.000Z',
  sent_at: '2026-11-25T09:00:01.000Z',
  phone: '5321112233',
  kind: 'one_time_code',
  text: 'Site Yönetimi kayıt kodunuz: ••••••. Kod 3 dakika geçerlidir, kimseyle paylaşmayınız.',
  parts: 1,
  status: 'failed',
  provider: 'netgsm',
  error: 'Numara hatalı.',
};

/** A fake /api/platform answering as the server does: a bare array and Content-Range. */
function fakePlatform() {
  const seen: Seen[] = [];
  const fake = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = new Headers(init.headers);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ method, url, body, authorization: headers.get('authorization') });
    const json = (value: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(value), {
        status: 200,
        headers: { 'content-type': 'application/json', ...extra },
      });
    if (url.pathname === '/api/platform/accounts')
      return json(accounts, { 'content-range': 'accounts 0-0/1' });
    if (url.pathname === '/api/platform/orders') return json([order], { 'content-range': 'orders 0-0/1' });
    if (url.pathname === '/api/platform/orders/11/confirm' && method === 'POST') {
      return json({ description: 'Ödeme onaylandı.' });
    }
    if (url.pathname === '/api/platform/sms-messages')
      return json([codeSms], { 'content-range': 'sms-messages 0-0/1' });
    if (url.pathname === '/api/platform/support-requests')
      return json([request], { 'content-range': 'support-requests 0-0/1' });
    if (url.pathname === '/api/platform/support-requests/3' && method === 'GET') return json(request);
    if (url.pathname === '/api/platform/support-requests/3' && method === 'PUT') {
      return json({
        ...request,
        answer: (body as { answer: string }).answer,
        answered_at: '2026-11-25T10:00:00Z',
      });
    }
    return new Response(JSON.stringify({ description: 'Kayıt bulunamadı.' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fake);
  return seen;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/platform/*" element={<PlatformApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  operatorStore.setToken('operator-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  operatorStore.clear();
});

describe('PlatformApp (the operator’s back office)', () => {
  it('lists the accounts through ra-data-simple-rest with the operator’s token, in Turkish', async () => {
    const seen = fakePlatform();
    renderAt('/platform/accounts');
    expect(await screen.findByText('Akasya Sitesi', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(screen.getByText('31.12.2030')).toBeInTheDocument();
    expect(screen.getAllByText('Bu hesap olarak gir').length).toBeGreaterThan(0);
    const list = seen.find((call) => call.url.pathname === '/api/platform/accounts')!;
    expect(list.authorization).toBe('Bearer operator-token');
    expect(JSON.parse(list.url.searchParams.get('sort')!)).toEqual(['id', 'DESC']);
    expect(JSON.parse(list.url.searchParams.get('range')!)).toEqual([0, 24]);
  });

  it('lists the codes sent before there was an account, newest first, with why one was not delivered', async () => {
    const seen = fakePlatform();
    renderAt('/platform/sms-messages');
    expect(await screen.findByText('5321112233', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/kayıt kodunuz: ••••••\./)).toBeInTheDocument();
    expect(screen.getByText('İletilemedi: Numara hatalı.')).toBeInTheDocument();
    const list = seen.find((call) => call.url.pathname === '/api/platform/sms-messages')!;
    expect(JSON.parse(list.url.searchParams.get('sort')!)).toEqual(['created_at', 'DESC']);
  });

  it('answers a waiting support request with PUT /support-requests/:id', async () => {
    const user = userEvent.setup();
    const seen = fakePlatform();
    renderAt('/platform/support-requests/3');
    expect(
      await screen.findByText('Makbuzlar 1000’den başlayabilir mi?', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Yanıt' }), 'Evet, Ayarlar > Makbuz bölümünden.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(seen.some((call) => call.method === 'PUT')).toBe(true));
    const put = seen.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/platform/support-requests/3');
    expect(put.body).toMatchObject({ id: 3, answer: 'Evet, Ayarlar > Makbuz bölümünden.' });
  });

  it('asks before confirming a payment, saying what the account gets at once', async () => {
    const user = userEvent.setup();
    const seen = fakePlatform();
    renderAt('/platform/orders');
    expect(await screen.findByText('SP-000011', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ödemeyi onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme onaylansın mı?' });
    expect(dialog).toHaveTextContent(
      'Akasya Sitesi hesabına 1000 SMS kredisi (SMS 1000) hemen eklenir. SP-000011 referanslı ₺600,00 havale hesaba geçtiyse onaylayın.',
    );
    expect(seen.some((call) => call.method === 'POST')).toBe(false);

    // Closing the dialog sends nothing; confirming in it sends the decision.
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Ödemeyi onayla' }));
    const again = await screen.findByRole('dialog', { name: 'Ödeme onaylansın mı?' });
    await user.click(within(again).getByRole('button', { name: 'Ödemeyi onayla' }));
    await waitFor(() =>
      expect(seen.find((call) => call.method === 'POST')?.url.pathname).toBe(
        '/api/platform/orders/11/confirm',
      ),
    );
    expect(await screen.findByText('Ödeme onaylandı.')).toBeInTheDocument();
  });
});
