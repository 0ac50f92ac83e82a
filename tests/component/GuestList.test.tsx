import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { GuestList } from '../../src/resources/guests/GuestList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = <T,>(records: T[], extra: object = {}) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10, ...extra },
});

const inside = {
  id: 7,
  apartment_id: 12,
  apartment: 'A Blok 12',
  name: 'Mehmet Kaya',
  phone: '5321112233',
  plate: '34 ABC 123',
  arrived_at: '02.04.2026 09:30',
  left_at: null,
  note: null,
};

function showGuests(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'POST /all/apartments': list([{ id: 12, building_name: 'A Blok', identifier: '12' }]),
    'GET /guests': list([inside], { description: 'Ziyaretler Listelendi' }),
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="guests">
      <GuestList />
    </ResourceContextProvider>,
    { route: '/guests' },
  );
  return api;
}

const user = () => userEvent.setup({ delay: null });

async function openNewVisit(person: ReturnType<typeof user>) {
  await person.click(await screen.findByRole('button', { name: 'Yeni' }));
  const dialog = await screen.findByRole('dialog');
  await person.click(within(dialog).getByRole('combobox', { name: /Daire/ }));
  await person.click(await screen.findByRole('option', { name: 'A Blok 12' }));
  await person.type(within(dialog).getByRole('textbox', { name: /Ziyaretçi/ }), 'Ayşe Demir');
  return dialog;
}

describe('guests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a departure before the arrival and a bad phone without sending anything', async () => {
    const person = user();
    const api = showGuests();
    const dialog = await openNewVisit(person);
    const arrival = within(dialog).getByRole('textbox', { name: /Geliş/ });
    // A new visit starts now (Istanbul time).
    expect((arrival as HTMLInputElement).value).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await person.clear(arrival);
    await person.type(arrival, '03.04.2026 12:00');
    await person.type(within(dialog).getByRole('textbox', { name: /Çıkış/ }), '03.04.2026 11:00');
    const phone = within(dialog).getByRole('textbox', { name: /Telefon/ });
    await person.type(phone, '12345');
    // A keystroke lost on a busy machine fails here, by its own name, not as a missing error below.
    expect((phone as HTMLInputElement).value.replace(/\D/g, '')).toBe('12345');
    await person.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Çıkış zamanı geliş zamanından önce olamaz.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Geçerli bir cep telefonu giriniz (5xx xxx xx xx)'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.url === '/guest')).toBe(false);
  });

  it('keeps the flat’s list shut when a refused Kaydet moves the focus to it', async () => {
    // Opened over the form, the list covered the fields below and their errors (on a phone, the whole form).
    const person = user();
    showGuests();
    await person.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog');
    await person.type(within(dialog).getByRole('textbox', { name: /Ziyaretçi/ }), 'Ayşe Demir');
    await person.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const flat = within(dialog).getByRole('combobox', { name: /Daire/ });
    await waitFor(() => expect(flat).toHaveFocus());
    expect(flat).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Touched, it opens as before.
    await person.click(flat);
    expect(await screen.findByRole('option', { name: 'A Blok 12' })).toBeInTheDocument();
  });

  it('keeps what was typed when the minute turns while the form is open', async () => {
    // A new visit starts "now": the form must not take the next minute's "now" as a new record and start over.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-03T08:59:58Z') });
    const person = user();
    const api = showGuests();
    const dialog = await openNewVisit(person);
    const arrival = within(dialog).getByRole('textbox', { name: /Geliş/ });
    expect((arrival as HTMLInputElement).value).toBe('03.04.2026 11:59');
    await person.type(within(dialog).getByRole('textbox', { name: /Plaka/ }), '06 XY 42');
    vi.setSystemTime(new Date('2026-04-03T09:00:30Z'));
    await person.type(within(dialog).getByRole('textbox', { name: /Telefon/ }), '12345');
    await person.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Geçerli bir cep telefonu giriniz (5xx xxx xx xx)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Daire/ })).toHaveValue('A Blok 12');
    expect(within(dialog).getByRole('textbox', { name: /Ziyaretçi/ })).toHaveValue('Ayşe Demir');
    expect(within(dialog).getByRole('textbox', { name: /Plaka/ })).toHaveValue('06 XY 42');
    expect(arrival).toHaveValue('03.04.2026 11:59');
    expect(api.calls.some((call) => call.method === 'POST' && call.url === '/guest')).toBe(false);
  });

  it('sends a new visit with its flat, times and plate', async () => {
    const person = user();
    const api = showGuests({
      'POST /guest': (request) => ({
        body: {
          description: 'Ziyaret eklendi.',
          data: { ...(request.body as object), id: 8, apartment: 'A Blok 12' },
        },
      }),
    });
    const dialog = await openNewVisit(person);
    const arrival = within(dialog).getByRole('textbox', { name: /Geliş/ });
    await person.clear(arrival);
    await person.type(arrival, '3.4.2026 9:05');
    await person.type(within(dialog).getByRole('textbox', { name: /Plaka/ }), '06 XY 42');
    await person.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ziyaret eklendi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.url === '/guest')!.body).toEqual({
      apartment_id: 12,
      name: 'Ayşe Demir',
      phone: null,
      plate: '06 XY 42',
      arrived_at: '03.04.2026 09:05',
      left_at: null,
      note: null,
    });
  });

  it('checks a visitor out with "Çıkış yaptı" and narrows the list to a day range', async () => {
    const person = user();
    const api = showGuests({
      'PUT /guest/7/departure': {
        body: {
          description: 'Ziyaretçinin çıkışı kaydedildi.',
          data: { ...inside, left_at: '02.04.2026 10:00' },
        },
      },
    });
    const row = (await screen.findByText('Mehmet Kaya')).closest('tr')!;
    expect(within(row).getByText('İçeride')).toBeInTheDocument();
    await person.click(within(row).getByRole('button', { name: 'Çıkış yaptı: Mehmet Kaya' }));
    expect(await screen.findByText('Ziyaretçinin çıkışı kaydedildi.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    await person.type(screen.getByRole('textbox', { name: 'Başlangıç' }), '01.04.2026');
    await person.type(screen.getByRole('textbox', { name: 'Bitiş' }), '30.04.2026');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/guests').at(-1)!.params).toMatchObject({
        type: 1,
        start_date: '01.04.2026',
        end_date: '30.04.2026',
      }),
    );
  });

  it('says "Apartmana ait Ziyaret Bulunamadı" when no visit matches', async () => {
    showGuests({ 'GET /guests': list([], { description: 'Apartmana ait Ziyaret Bulunamadı' }) });
    expect(await screen.findByText('Apartmana ait Ziyaret Bulunamadı')).toBeInTheDocument();
  });
});
