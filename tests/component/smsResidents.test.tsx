import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentCreate } from '../../src/resources/residents/ResidentForm';
import { ResidentList } from '../../src/resources/residents/ResidentList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const resident = (id: number, name: string, sms_opt_out: boolean) => ({
  id,
  name,
  surname: 'Yılmaz',
  phone: '5321234567',
  gender: null,
  birth_day: null,
  apartments: [],
  debt_remaining: 0,
  sms_opt_out,
  commercial_consent: false,
});

describe('residents and SMS', () => {
  it('records that a new resident does not want SMS and has İYS consent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
      'POST /resident': { body: { description: 'Sakin eklendi.', data: { id: 9 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentCreate />
      </ResourceContextProvider>,
      { route: '/residents/create' },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Ad/ }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: /Soyad/ }), 'Yılmaz');
    await user.click(screen.getByRole('switch', { name: 'SMS almak istemiyor' }));
    await user.click(screen.getByRole('switch', { name: 'Ticari ileti onayı var (İYS)' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Ayşe',
        surname: 'Yılmaz',
        sms_opt_out: true,
        commercial_consent: true,
      }),
    );
  });

  it('marks in the list a resident who does not want SMS', async () => {
    http.defaults.adapter = fakeApi({
      'POST /resident/all': {
        body: {
          Records: [resident(1, 'Ayşe', true), resident(2, 'Ali', false)],
          TotalRecords: 2,
          Page: 1,
          PerPage: 10,
        },
      },
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
    }).adapter;
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentList />
      </ResourceContextProvider>,
      { route: '/residents' },
    );
    const ayse = (await screen.findByRole('link', { name: 'Ayşe Yılmaz' })).closest('tr')!;
    expect(within(ayse).getByRole('img', { name: 'SMS istemiyor' })).toBeInTheDocument();
    const ali = screen.getByRole('link', { name: 'Ali Yılmaz' }).closest('tr')!;
    expect(within(ali).queryByRole('img', { name: 'SMS istemiyor' })).not.toBeInTheDocument();
  });
});
