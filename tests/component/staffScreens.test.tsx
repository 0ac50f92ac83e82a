import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { LeaveTypeList } from '../../src/resources/leave-types/LeaveTypeList';
import { StaffList } from '../../src/resources/staff/StaffList';
import { VacationList } from '../../src/resources/vacations/VacationList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const list = <T,>(records: T[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

/** Puts a whole value in a field as a paste does: the field's formatting runs on it all the same. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const doorman = {
  id: 5,
  name: 'Hüseyin Kapıcı',
  phone: '5334445566',
  buildings: [1],
  building_names: ['C Blok'],
  start_date: '15.03.2020',
  national_id: null,
  insurance_no: null,
  role: 'doorman',
  monthly_wage: 30000,
  iban: null,
  service_years: 6,
  annual_entitlement: 20,
  used_leave: 7,
  remaining_leave: 13,
};

describe('staff screen', () => {
  it('shows the role in Turkish and the leave left, and refuses a wrong TCKN before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /staffs': list([doorman]),
      'GET /building': list([{ id: 1, name: 'C Blok', apartment_limit: 12 }]),
      'POST /staff': {
        body: { description: 'Personel eklendi.', data: { ...doorman, id: 6, name: 'Ayşe Temiz' } },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="staff">
        <StaffList />
      </ResourceContextProvider>,
      { route: '/staff', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('Hüseyin Kapıcı')).closest('tr')!;
    expect(row).toHaveTextContent('Kapıcı');
    expect(row).toHaveTextContent('533 444 55 66');
    expect(row).toHaveTextContent('C Blok');
    expect(row).toHaveTextContent('20 günün 13 günü');

    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Ad soyad/ }), 'Ayşe Temiz');
    await fill(user, within(dialog).getByRole('textbox', { name: /Telefon/ }), '0532 111 22 33');
    await fill(user, within(dialog).getByRole('textbox', { name: /İşe başlama tarihi/ }), '01.02.2024');
    await fill(user, within(dialog).getByRole('textbox', { name: /Aylık brüt ücret/ }), '25.000,50');
    const tckn = within(dialog).getByRole('textbox', { name: /T.C. kimlik no/ });
    await fill(user, tckn, '10000000147');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Geçerli bir T.C. kimlik numarası giriniz (11 hane)'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(tckn);
    await fill(user, tckn, '10000000146');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Personel eklendi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Ayşe Temiz',
      phone: '5321112233',
      role: 'doorman',
      start_date: '01.02.2024',
      monthly_wage: '25.000,50',
      national_id: '10000000146',
      insurance_no: null,
      iban: null,
    });
  });
});

describe('leave screen', () => {
  it('lists leave with its working days and shows the server’s refusal of a leave beyond the entitlement', async () => {
    const user = userEvent.setup({ delay: null });
    const REFUSAL =
      'Yıllık izin hakkı yetersiz: bu izin 11 iş günü, Hüseyin Kapıcı için kalan hak 10 iş günü (15.03.2024 başlayan hizmet yılında 14 günün 4 günü kullanıldı).';
    const api = fakeApi({
      'GET /vacations': list([
        {
          id: 8,
          vacation_id: 8,
          staff_id: 5,
          staff_name: 'Hüseyin Kapıcı',
          leave_type_id: 1,
          leave_type: 'Yıllık izin',
          paid: true,
          counts_against_annual: true,
          start_date: '28.10.2024',
          end_date: '01.11.2024',
          working_days: 4,
          note: null,
        },
      ]),
      'GET /staffs': list([doorman]),
      'GET /staff/permissions': list([
        { id: 1, name: 'Yıllık izin', paid: true, counts_against_annual: true },
      ]),
      'POST /vacation': { status: 400, body: { description: REFUSAL, errors: { end_date: REFUSAL } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="vacations">
        <VacationList />
      </ResourceContextProvider>,
      { route: '/vacations', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('28.10.2024')).closest('tr')!;
    expect(row).toHaveTextContent('Hüseyin Kapıcı');
    expect(row).toHaveTextContent('Yıllık izin');
    expect(within(row).getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Personel/ }));
    await user.click(await screen.findByRole('option', { name: 'Hüseyin Kapıcı' }));
    await user.click(within(dialog).getByRole('combobox', { name: /İzin türü/ }));
    await user.click(await screen.findByRole('option', { name: 'Yıllık izin' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /İlk gün/ }), '04.11.2024');
    await fill(user, within(dialog).getByRole('textbox', { name: /Son gün/ }), '18.11.2024');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findAllByText(REFUSAL)).length).toBeGreaterThan(0);
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      staff_id: 5,
      leave_type_id: 1,
      start_date: '04.11.2024',
      end_date: '18.11.2024',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('leave types screen (staff permissions)', () => {
  it('says which types are paid and counted, and adds a paid type not counted against annual leave', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /staff/permissions': list([
        { id: 1, name: 'Yıllık izin', paid: true, counts_against_annual: true },
        { id: 2, name: 'Ücretsiz izin', paid: false, counts_against_annual: false },
      ]),
      'POST /staff/permissions': {
        body: {
          description: 'İzin türü eklendi.',
          data: { id: 3, name: 'Süt izni', paid: true, counts_against_annual: false },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="leave-types">
        <LeaveTypeList />
      </ResourceContextProvider>,
      { route: '/leave-types', dataProvider: createDataProvider(registry) },
    );
    const annual = (await screen.findByText('Yıllık izin')).closest('tr')!;
    expect(within(annual).getAllByText('Evet')).toHaveLength(2);
    const unpaid = screen.getByText('Ücretsiz izin').closest('tr')!;
    expect(within(unpaid).getAllByText('Hayır')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /İzin türü/ }), 'Süt izni');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İzin türü eklendi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Süt izni',
      paid: true,
      counts_against_annual: false,
    });
  });
});
