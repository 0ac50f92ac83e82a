import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { DebtJobList } from '../../src/resources/debt-jobs/DebtJobList';
import { MultiDebtList } from '../../src/resources/multi-debts/MultiDebtList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const page = (records: unknown[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

describe('English mode leaves no Turkish behind', () => {
  it('names a debt batch’s split rule in English', async () => {
    http.defaults.adapter = fakeApi({
      'GET /multi/debts': page([
        {
          id: 7,
          rule: 'area',
          rule_name: 'Metrekareye göre',
          accounting_type_id: 2,
          accounting_type: 'Yakıt',
          due_date: '15.03.2025',
          description: 'Yakıt Mart',
          is_interest: false,
          responsible: 'owner',
          source: 'entry',
          dues_job_id: null,
          period: null,
          debt_count: 24,
          total: 10000,
          paid: 0,
          remaining: 10000,
          created_at: '2025-03-01T08:30:00.000Z',
        },
      ]),
    }).adapter;
    renderPage(
      <ResourceContextProvider value="multi-debts">
        <MultiDebtList />
      </ResourceContextProvider>,
      { route: '/multi-debts', locale: 'en' },
    );
    const row = (await screen.findByText('Yakıt Mart')).closest('tr')!;
    expect(row).toHaveTextContent('By floor area');
    expect(row).not.toHaveTextContent('Metrekareye göre');
  });

  it('names the month of a dues job’s last run in English', async () => {
    http.defaults.adapter = fakeApi({
      'GET /debt/job': page([
        {
          id: 3,
          name: 'Aylık aidat',
          group_id: 1,
          group_name: 'Standart',
          amount: 750,
          accounting_type_id: 4,
          accounting_type: 'Aidat',
          day_of_month: 1,
          is_interest: false,
          interest: null,
          responsible: 'owner',
          last_period: '2026-11',
          run_count: 5,
        },
      ]),
      'GET /groups': page([]),
      'GET /accounting/types': page([]),
    }).adapter;
    renderPage(
      <ResourceContextProvider value="debt-jobs">
        <DebtJobList />
      </ResourceContextProvider>,
      { route: '/debt-jobs', locale: 'en' },
    );
    const row = (await screen.findByText('Aylık aidat')).closest('tr')!;
    expect(row).toHaveTextContent('November 2026');
    expect(row).not.toHaveTextContent('Kasım');
  });
});
