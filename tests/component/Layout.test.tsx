import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { Layout } from '../../src/layout/Layout';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

function CrashingPage(): never {
  throw new Error('broken page');
}

/** A page whose code never arrives. */
const ArrivingPage = lazy(() => new Promise<never>(() => {}));

const withBranches = {
  ...person('main'),
  branchs: [{ id: 7, assoc_name: 'B Blok Yönetimi' }],
} as CurrentUser;

describe("the layout's frame", () => {
  it("shows react-admin's error page under the app bar when a page crashes", async () => {
    // React reports the crash on the console; what the user sees is the page.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => reported.mockRestore());
    renderPage(
      <Layout>
        <CrashingPage />
      </Layout>,
      { authProvider: signedInAs(person('main')) },
    );
    expect(await screen.findByText('Bir şeyler ters gitti', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bildirim/i })).toBeInTheDocument();
  });

  it("shows a moving bar named Yükleniyor while a page's code arrives, at once", async () => {
    renderPage(
      <Layout>
        <ArrivingPage />
      </Layout>,
      { authProvider: signedInAs(person('main')) },
    );
    expect(await screen.findByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
  });

  it('draws the branch switcher for a main user with branches only', async () => {
    renderPage(
      <Layout>
        <p>Sayfa</p>
      </Layout>,
      { authProvider: signedInAs(withBranches) },
    );
    expect(await screen.findByRole('combobox', { name: 'Hesap' }, { timeout: 10_000 })).toHaveTextContent(
      'Ana hesap',
    );
  });

  it('draws no branch switcher for a main user without branches', async () => {
    renderPage(
      <Layout>
        <p>Sayfa</p>
      </Layout>,
      { authProvider: signedInAs(person('main')) },
    );
    expect(await screen.findByText('Sayfa')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /bildirim/i })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Hesap' })).not.toBeInTheDocument();
  });
});
