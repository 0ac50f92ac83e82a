import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { LicencePage } from '../../src/pages/licence/LicencePage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  authStore.clear();
  authStore.setLicenceExpired(false);
});

function renderLicence(licence: { licence_end: string; days_left: number; is_expired: boolean }) {
  authStore.setToken('token-1');
  http.defaults.adapter = fakeApi({
    'GET /licance': {
      body: {
        description: '',
        data: { ...licence, apartment_limit: 50, apartment_count: 42, sms_credits: 300 },
      },
    },
    'GET /info': { body: { data: { support_phone: '0850 000 00 00' } } },
  }).adapter;
  renderPage(<LicencePage />, { route: '/licence' });
}

describe('licence page', () => {
  it('shows a valid licence as valid, with its end date and the days left', async () => {
    renderLicence({ licence_end: '20.12.2026', days_left: 27, is_expired: false });
    expect(await screen.findByRole('heading', { name: 'Lisansınız' })).toBeInTheDocument();
    expect(screen.getByText('20.12.2026 tarihine kadar geçerli: 27 gün kaldı.')).toBeInTheDocument();
    expect(screen.getByText('Daireler: 42 / 50. SMS kredisi: 300.')).toBeInTheDocument();
    expect(screen.queryByText('Lisans süresi doldu')).toBeNull();
  });

  it('says an ended licence has ended', async () => {
    renderLicence({ licence_end: '01.11.2026', days_left: 0, is_expired: true });
    expect(await screen.findByRole('heading', { name: 'Lisans süresi doldu' })).toBeInTheDocument();
  });
});
