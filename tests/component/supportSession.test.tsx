import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { OnlinePaymentsPage } from '../../src/pages/online-payments/OnlinePaymentsPage';
import { discoverRegistry } from '../../src/registry/discover';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const registry = discoverRegistry();

const paid = {
  id: 5,
  status: 'paid',
  resident_name: 'Ayşe Yılmaz',
  apartment_label: 'A Blok 3',
  amount: 1250.5,
  fee: 24.88,
  provider: 'test',
  provider_ref: 'TEST-5',
  created_at: '2026-11-20T07:30:00.000Z',
  paid_at: '2026-11-20T07:31:00.000Z',
};

/** The app's own access check (authProvider.canAccess) for the signed-in user kept in the browser. */
function signedIn(user: CurrentUser) {
  authStore.setSession('token', user);
  return { ...signedInAs(user), canAccess: createAuthProvider(registry).canAccess };
}

const showPayments = (user: CurrentUser) =>
  renderPage(<OnlinePaymentsPage />, {
    route: '/online-payments',
    authProvider: signedIn(user),
    api: { 'GET /online-payments': { body: { Records: [paid], TotalRecords: 1, Page: 1, PerPage: 25 } } },
  });

afterEach(() => authStore.clear());

describe('a support session, which the server refuses every write', () => {
  it('reads Online ödemeler but is offered no refund, which the owner is', async () => {
    showPayments({ ...person('main'), support_session: true });
    const table = await screen.findByRole('table', { name: 'Online ödemeler' });
    expect(await within(table).findByText('TEST-5')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^İade et/ })).not.toBeInTheDocument();
  });

  it('offers the owner the refund of the same payment', async () => {
    showPayments(person('main'));
    const table = await screen.findByRole('table', { name: 'Online ödemeler' });
    expect(await within(table).findByRole('button', { name: /^İade et/ })).toBeInTheDocument();
  });
});
