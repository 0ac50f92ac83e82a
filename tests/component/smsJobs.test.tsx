import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { SmsJobList } from '../../src/resources/sms-jobs/SmsJobList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const monthly = {
  id: 4,
  name: 'Aidat hatırlatma',
  job_type: 0,
  day: 5,
  hour: 9,
  minute: 30,
  last_date: '31.12.2026',
  message: 'Sayın {ad_soyad}, aidatınızı ödemeyi unutmayınız.',
  resident_ids: [11, 12],
  recipients: 2,
  next_at: '05.12.2026 09:30',
};

describe('recurring SMS', () => {
  it('lists a monthly send without a create button and saves its new day and time with its recipients', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /sms/jobs': { body: { Records: [monthly], TotalRecords: 1, Page: 1, PerPage: 10 } },
      'PUT /sms/jobs': { body: { description: 'Tekrarlı SMS güncellendi.', data: { ...monthly, day: 10 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="sms-jobs">
        <SmsJobList />
      </ResourceContextProvider>,
      { route: '/sms-jobs' },
    );
    const row = (await screen.findByText('Aidat hatırlatma')).closest('tr')!;
    expect(row).toHaveTextContent('09:30');
    expect(row).toHaveTextContent('05.12.2026 09:30');
    expect(row).toHaveTextContent('31.12.2026');
    expect(screen.queryByRole('button', { name: 'Yeni' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Düzenle: Aidat hatırlatma' });
    const day = within(dialog).getByRole('spinbutton', { name: /Ayın günü/ });
    await user.clear(day);
    await user.type(day, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Tekrarlı SMS güncellendi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        id: 4,
        name: 'Aidat hatırlatma',
        job_type: 0,
        day: 10,
        hour: 9,
        minute: 30,
        last_date: '31.12.2026',
        message: 'Sayın {ad_soyad}, aidatınızı ödemeyi unutmayınız.',
        resident_ids: [11, 12],
      }),
    );
  });
});
