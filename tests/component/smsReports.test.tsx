import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { SmsReportPage } from '../../src/resources/sms-reports/SmsReportPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { onPhone } from './phoneCardsCheck';
import { renderPage } from './renderPage';

afterEach(() => vi.unstubAllGlobals());

const message = (id: number, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  campaign_id: 1,
  // Instants travel as ISO; the screen shows them on Istanbul's clock.
  created_at: '2026-11-25T07:00:00.000Z',
  sent_at: '2026-11-25T07:01:00.000Z',
  name,
  phone: '5321234567',
  text: `Sayın ${name}, aidat hatırlatması.`,
  parts: 1,
  status,
  error_code: null,
  error: null,
  audience: 'debtors',
  ...extra,
});

const messages = [
  message(1, 'Ayşe Yılmaz', 'delivered'),
  message(2, 'Mehmet Kaya', 'failed', { error_code: '13', error: 'Numara hatalı veya kapalı.' }),
  message(3, 'Zeynep Demir', 'scheduled', { sent_at: null }),
];

const campaigns = [
  {
    id: 7,
    created_at: '2026-11-25T06:00:00.000Z',
    scheduled_at: '2026-11-30T15:00:00.000Z',
    audience: 'residents',
    message: 'Su kesintisi duyurusu',
    status: 'scheduled',
    recipients: 12,
    parts: 24,
    delivered: 0,
    failed: 0,
    pending: 12,
  },
  {
    id: 6,
    created_at: '2026-11-20T06:00:00.000Z',
    scheduled_at: '2026-11-20T06:00:00.000Z',
    audience: 'debtors',
    message: 'Borç hatırlatma',
    status: 'done',
    recipients: 3,
    parts: 3,
    delivered: 2,
    failed: 1,
    pending: 0,
  },
];

function renderReports(route = '/sms-reports') {
  const api = fakeApi({
    'GET /sms/reports': (request: FakeRequest) => {
      const rows = messages.filter((row) => !request.params.status || row.status === request.params.status);
      return { body: { Records: rows, TotalRecords: rows.length, Page: 1, PerPage: 10 } };
    },
    'GET /sms/campaigns': { body: { Records: campaigns, TotalRecords: 2, Page: 1, PerPage: 10 } },
    'DELETE /sms/campaign/7': {
      body: { description: 'Gönderim iptal edildi; 24 kredi hesabınıza geri yüklendi.', data: { id: 7 } },
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="sms-reports">
      <SmsReportPage />
    </ResourceContextProvider>,
    { route, path: '/sms-reports' },
  );
  return api.calls;
}

describe('SMS reports', () => {
  it('shows each message’s status in Turkish, with the reason of a failure', async () => {
    renderReports();
    const delivered = (await screen.findByText('Ayşe Yılmaz')).closest('tr')!;
    expect(within(delivered).getByText('İletildi')).toBeInTheDocument();
    expect(delivered).toHaveTextContent('25.11.2026 10:01');
    expect(delivered).toHaveTextContent('0532 123 45 67');
    expect(delivered).toHaveTextContent('Borçlular');
    const failed = screen.getByText('Mehmet Kaya').closest('tr')!;
    expect(within(failed).getByText('İletilemedi')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Numara hatalı veya kapalı.');
    const later = screen.getByText('Zeynep Demir').closest('tr')!;
    expect(within(later).getByText('İleri tarihli')).toBeInTheDocument();
    expect(later).toHaveTextContent('25.11.2026 10:00');
  });

  it('keeps only the search above the messages on a phone, the other filters behind "Filtre ekle"', async () => {
    onPhone();
    const user = userEvent.setup({ delay: null });
    renderReports();
    await screen.findByText('Ayşe Yılmaz');
    expect(screen.getByRole('textbox', { name: 'Ara' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Başlangıç' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Durum' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtre ekle' }));
    await user.click(await within(await screen.findByRole('menu')).findByText('Durum'));
    expect(await screen.findByRole('combobox', { name: 'Durum' })).toBeInTheDocument();
  });

  it('sends the date range, status, audience and search as the report’s query', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderReports();
    await screen.findByText('Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç' }), '01.11.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş' }), '30.11.2026');
    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByRole('option', { name: 'İletilemedi' }));
    await user.click(screen.getByRole('combobox', { name: 'Gönderim türü' }));
    await user.click(await screen.findByRole('option', { name: 'Borçlular' }));
    await user.type(screen.getByRole('textbox', { name: 'Ara' }), 'kaya');
    await waitFor(
      () =>
        expect(calls.filter((call) => call.url === '/sms/reports').at(-1)?.params).toMatchObject({
          page: 1,
          start_date: '01.11.2026',
          end_date: '30.11.2026',
          status: 'failed',
          audience: 'debtors',
          key: 'kaya',
        }),
      { timeout: 3000 },
    );
  });

  it('cancels a later send after a confirmation and shows the server’s answer', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderReports('/sms-reports?tab=campaigns');
    const later = (await screen.findByText('Su kesintisi duyurusu')).closest('tr')!;
    expect(later).toHaveTextContent('Sakinler');
    expect(within(later).getByText('İleri tarihli')).toBeInTheDocument();
    expect(later).toHaveTextContent('0 iletildi · 0 iletilemedi · 12 bekliyor');
    // A send that already left has nothing to cancel.
    const done = screen.getByText('Borç hatırlatma').closest('tr')!;
    expect(done).toHaveTextContent('2 iletildi · 1 iletilemedi · 0 bekliyor');
    expect(within(done).queryByRole('button', { name: /İptal et/ })).not.toBeInTheDocument();

    await user.click(within(later).getByRole('button', { name: /İptal et/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('30.11.2026 18:00 gönderimi iptal edilsin mi?');
    expect(confirm).toHaveTextContent('12 mesajın hiçbiri gönderilmez ve 24 kredi hesabınıza geri yüklenir.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Onayla' }));
    expect(
      await screen.findByText('Gönderim iptal edildi; 24 kredi hesabınıza geri yüklendi.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/sms/campaign/7');
  });

  it('exports the filtered messages to Excel with Turkish statuses and the failure reason', async () => {
    const user = userEvent.setup({ delay: null });
    let file: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:sms';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = renderReports(`/sms-reports?filter=${encodeURIComponent('{"status":"failed"}')}`);
    await screen.findByText('Mehmet Kaya');
    expect(screen.queryByText('Ayşe Yılmaz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excel’e aktar' }));
    await waitFor(() => expect(file).toBeDefined());
    click.mockRestore();
    expect(calls.filter((call) => call.url === '/sms/reports').at(-1)?.params).toMatchObject({
      status: 'failed',
    });
    const XLSX = await import('xlsx');
    const book = XLSX.read(new Uint8Array(await file!.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows).toEqual([
      ['Zaman', 'Alıcı', 'Telefon', 'Mesaj', 'SMS', 'Durum', 'Neden', 'Gönderim türü'],
      [
        '25.11.2026 10:01',
        'Mehmet Kaya',
        '0532 123 45 67',
        'Sayın Mehmet Kaya, aidat hatırlatması.',
        1,
        'İletilemedi',
        'Numara hatalı veya kapalı.',
        'Borçlular',
      ],
    ]);
  });
});
