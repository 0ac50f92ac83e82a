import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentPage } from '../../src/pages/resident-page/ResidentPage';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';

const TOKEN = 'k8Jd2LmQ0pR7sT1vW3xY5zA9';
const base = `/r/${TOKEN}`;

const summary = {
  data: {
    name: 'Ayşe Yılmaz',
    assoc_name: 'Gül Apartmanı',
    has_flat: true,
    flats: [{ flat: 'A Blok 3', role: 'Ev sahibi', role_type: 1, payment_code: '1042-1' }],
    debts: [
      { description: 'Kasım aidatı', due_date: '01.11.2026', remaining: 750 },
      { description: 'Asansör bakımı', due_date: '15.11.2026', remaining: 500.5 },
    ],
    total_debt: 1250.5,
    receipts: [{ id: 7, number: 1042, date: '20.10.2026', total: 750 }],
    announcements: [
      {
        id: 3,
        title: 'Su kesintisi',
        content: 'Cuma 10.00–14.00 arası su yok.',
        date: '24.11.2026',
        file_name: null,
      },
      {
        id: 4,
        title: 'Genel kurul',
        content: 'Toplantı tutanağı ekte yer almaktadır.',
        date: '25.11.2026',
        file_name: 'tutanak.pdf',
      },
    ],
  },
};

const polls = {
  Records: [
    {
      id: 11,
      title: 'Bahçe düzenlemesi',
      question: 'Bahçeye oyun alanı yapılsın mı?',
      end_date: '30.11.2026',
      open: true,
      options: [
        { id: 1, text: 'Evet' },
        { id: 2, text: 'Hayır' },
      ],
      my_vote: 2,
    },
    {
      id: 12,
      title: 'Çatı onarımı',
      question: 'Çatı bu yıl onarılsın mı?',
      end_date: '01.10.2026',
      open: false,
      options: [
        { id: 5, text: 'Onarılsın' },
        { id: 6, text: 'Beklensin' },
      ],
      my_vote: 5,
    },
  ],
};

const tickets = {
  Records: [
    {
      id: 21,
      subject: 'Asansör çalışmıyor',
      category: 'fault',
      status: 'open',
      created_at: '2026-11-20T07:30:00.000Z',
      messages: [
        { body: 'Asansör ikinci katta kaldı.', from_resident: true, created_at: '2026-11-20T07:30:00.000Z' },
        { body: 'Servis yarın geliyor.', from_resident: false, created_at: '2026-11-20T09:00:00.000Z' },
      ],
    },
  ],
};

const messages = {
  Records: [
    { id: 1, body: 'Aidat bu ay arttı mı?', from_resident: true, created_at: '2026-11-18T10:00:00.000Z' },
  ],
};

/** The resident page at its link, over a fake API answering the contract's routes (overridable per test). */
function openPage(overrides: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)> = {}) {
  const api = fakeApi({
    [`GET ${base}`]: { body: summary },
    [`GET ${base}/surveys`]: { body: polls },
    [`GET ${base}/tickets`]: { body: tickets },
    [`GET ${base}/messages`]: { body: messages },
    ...overrides,
  });
  http.defaults.adapter = api.adapter;
  render(
    <MemoryRouter initialEntries={[`/sakin/${TOKEN}`]}>
      <Routes>
        <Route path="/sakin/:token" element={<ResidentPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resident page', () => {
  it("shows the resident's flats, open debts with their total, receipts and announcements", async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByText('Gül Apartmanı')).toBeInTheDocument();
    expect(document.title).toBe('Sakin sayfam · Gül Apartmanı');

    const flats = section('Dairelerim');
    expect(within(flats).getByText('A Blok 3')).toBeInTheDocument();
    expect(within(flats).getByText('Ev sahibi')).toBeInTheDocument();
    expect(
      within(flats).getByText('Havale/EFT açıklamasına ödeme kodunuzu yazın: 1042-1'),
    ).toBeInTheDocument();

    const debts = section('Açık borçlarım');
    expect(within(debts).getByText('Kasım aidatı')).toBeInTheDocument();
    expect(within(debts).getByText('Son ödeme 15.11.2026')).toBeInTheDocument();
    expect(within(debts).getByText('Toplam').nextSibling).toHaveTextContent('₺1.250,50');

    const receipt = within(section('Makbuzlarım')).getByRole('link', { name: /1042 numaralı makbuz/ });
    expect(receipt).toHaveAttribute('href', `/api${base}/receipt/7`);

    expect(within(section('Duyurular')).getByText('Cuma 10.00–14.00 arası su yok.')).toBeInTheDocument();
    // Issue 26: the attached file is a download link by the personal link; an announcement without one has none.
    const attachments = within(section('Duyurular')).getAllByRole('link');
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toHaveAccessibleName(/^Ek: tutanak\.pdf ?\(dosyayı indirir\)$/);
    expect(attachments[0]).toHaveAttribute('href', `/api${base}/announcement/4/file`);
    // The sections read separately: the ticket thread shows who wrote what.
    const ticketList = section('Taleplerim');
    expect(await within(ticketList).findByText('Servis yarın geliyor.')).toBeInTheDocument();
    expect(within(ticketList).getByText(/^Yönetim ·/)).toBeInTheDocument();
    expect(within(section('Yönetimle yazışmalarım')).getByText('Aidat bu ay arttı mı?')).toBeInTheDocument();
  });

  it('switches the page to English', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show the page in English' }));
    expect(screen.getByRole('region', { name: 'My open debts' })).toBeInTheDocument();
    expect(
      within(section('My flats')).getByText(
        'Write your payment code in the bank transfer’s description: 1042-1',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'My flats' })).getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText('Ev sahibi')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Sayfayı Türkçe göster' }));
    expect(screen.getByRole('region', { name: 'Açık borçlarım' })).toBeInTheDocument();
  });

  it('stays Turkish when the back office was set to English in this browser: a resident is not the manager', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    openPage();
    expect(await screen.findByRole('region', { name: 'Açık borçlarım' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
  });

  it('opens in the browser’s language, and then in the resident’s own choice on this device', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'tr']);
    openPage();
    expect(await screen.findByRole('region', { name: 'My open debts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sayfayı Türkçe göster' }));
    cleanup();
    // The link opened again the next day: the resident's choice, not the browser's.
    openPage();
    expect(await screen.findByRole('region', { name: 'Açık borçlarım' })).toBeInTheDocument();
  });

  it('votes with the chosen option and shows the answer; an ended poll takes no vote', async () => {
    let voted = 2;
    const api = openPage({
      [`GET ${base}/surveys`]: () => ({
        body: { Records: [{ ...polls.Records[0], my_vote: voted }, polls.Records[1]] },
      }),
      [`POST ${base}/vote`]: (request) => {
        voted = (request.body as { option_id: number }).option_id;
        return { body: { description: 'Oyunuz kaydedildi.' } };
      },
    });
    const open = await screen.findByRole('radiogroup', { name: 'Bahçeye oyun alanı yapılsın mı?' });
    expect(within(open).getByRole('radio', { name: 'Hayır' })).toBeChecked();
    expect(screen.getByText('Oyunuz: Hayır')).toBeInTheDocument();

    await userEvent.click(within(open).getByRole('radio', { name: 'Evet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oy ver' }));

    expect(await screen.findByText('Oyunuz kaydedildi.')).toBeInTheDocument();
    expect(await screen.findByText('Oyunuz: Evet')).toBeInTheDocument();
    expect(screen.getByText('Oyunuz: Onarılsın')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `${base}/vote`, params: {}, body: { survey_id: 11, option_id: 1 } },
    ]);
    expect(within(open).getByRole('radio', { name: 'Evet' })).toBeChecked();

    const ended = screen.getByRole('radiogroup', { name: 'Çatı bu yıl onarılsın mı?' });
    expect(screen.getByText('Anket sona erdi')).toBeInTheDocument();
    expect(within(ended).getByRole('radio', { name: 'Onarılsın' })).toBeChecked();
    expect(within(ended).getByRole('radio', { name: 'Beklensin' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Oy ver' })).toHaveLength(1);
  });

  it('marks the empty required field of a ticket on submit and sends nothing', async () => {
    const api = openPage({});
    const ticketList = await screen.findByRole('region', { name: 'Taleplerim' });
    await userEvent.type(within(ticketList).getByRole('textbox', { name: 'Konu' }), 'Otopark ışığı');
    await userEvent.click(within(ticketList).getByRole('button', { name: 'Talebi aç' }));

    const body = within(ticketList).getByRole('textbox', { name: 'Mesajınız' });
    expect(body).toBeInvalid();
    expect(body).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(within(ticketList).getByRole('textbox', { name: 'Konu' })).toBeValid();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('opens a ticket with its subject, category and text', async () => {
    const api = openPage({
      [`POST ${base}/ticket`]: { body: { description: 'Talebiniz alındı.', data: { id: 22 } } },
    });
    const ticketList = await screen.findByRole('region', { name: 'Taleplerim' });
    await userEvent.type(within(ticketList).getByRole('textbox', { name: 'Konu' }), 'Otopark ışığı');
    await userEvent.click(within(ticketList).getByRole('combobox', { name: 'Kategori' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Şikâyet' }));
    await userEvent.type(
      within(ticketList).getByRole('textbox', { name: 'Mesajınız' }),
      'Işık bütün gece yanıyor.',
    );
    await userEvent.click(within(ticketList).getByRole('button', { name: 'Talebi aç' }));

    expect(await screen.findByText('Talebiniz alındı.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${base}/ticket`,
        params: {},
        body: { subject: 'Otopark ışığı', category: 'complaint', body: 'Işık bütün gece yanıyor.' },
      },
    ]);
    expect(within(ticketList).getByRole('textbox', { name: 'Konu' })).toHaveValue('');
  });

  it('replies to an open ticket and writes to the management', async () => {
    const api = openPage({
      [`POST ${base}/ticket/21/message`]: { body: { description: 'Yanıtınız iletildi.' } },
      [`POST ${base}/message`]: { body: { description: 'Mesajınız iletildi.' } },
    });
    const ticketList = await screen.findByRole('region', { name: 'Taleplerim' });
    await userEvent.type(
      await within(ticketList).findByRole('textbox', { name: 'Yanıtınız' }),
      'Teşekkürler.',
    );
    await userEvent.click(within(ticketList).getAllByRole('button', { name: 'Gönder' })[0]!);
    expect(await within(ticketList).findByText('Yanıtınız iletildi.')).toBeInTheDocument();

    const conversation = section('Yönetimle yazışmalarım');
    await userEvent.type(
      within(conversation).getByRole('textbox', { name: 'Yönetime mesajınız' }),
      'Evet, arttı mı?',
    );
    await userEvent.click(within(conversation).getByRole('button', { name: 'Gönder' }));
    expect(await within(conversation).findByText('Mesajınız iletildi.')).toBeInTheDocument();

    expect(
      api.calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body })),
    ).toEqual([
      { url: `${base}/ticket/21/message`, body: { body: 'Teşekkürler.' } },
      { url: `${base}/message`, body: { body: 'Evet, arttı mı?' } },
    ]);
  });

  it('shows a resident who left every flat their receipts and past requests, with no flat, debt, poll or form', async () => {
    const api = openPage({
      [`GET ${base}`]: {
        body: {
          data: { ...summary.data, has_flat: false, flats: [], debts: [], total_debt: 0, announcements: [] },
        },
      },
    });
    expect(
      await screen.findByText(/^Sitede kayıtlı güncel bir daireniz yok: bu sayfada makbuzlarınızı/),
    ).toBeInTheDocument();
    expect(within(section('Makbuzlarım')).getByText(/1042 numaralı makbuz/)).toBeInTheDocument();
    const ticketList = section('Taleplerim');
    expect(await within(ticketList).findByText('Servis yarın geliyor.')).toBeInTheDocument();
    expect(
      await within(section('Yönetimle yazışmalarım')).findByText('Aidat bu ay arttı mı?'),
    ).toBeInTheDocument();
    for (const gone of ['Dairelerim', 'Açık borçlarım', 'Duyurular', 'Anketler']) {
      expect(screen.queryByRole('region', { name: gone })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gönder' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).not.toContain(`${base}/surveys`);
  });

  it('shows the invalid-link page when the server refuses the link', async () => {
    openPage({
      [`GET ${base}`]: {
        status: 401,
        body: {
          description: 'Bu bağlantı geçersiz ya da süresi dolmuş. Yönetimden yeni bir bağlantı isteyiniz.',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu bağlantı açılamıyor' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bağlantı geçersiz ya da süresi dolmuş. Lütfen yönetimden yeni bir bağlantı isteyiniz.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Açık borçlarım' })).not.toBeInTheDocument();
  });
});
