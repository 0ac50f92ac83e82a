import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullPermissions } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { PageGate } from '../../src/layout/PageGate';
import type { PageConfig } from '../../src/pages/types';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const Secret = () => <p>Sayfanın içeriği</p>;

const page = (access: PageConfig['access'], refusal?: PageConfig['refusal']): PageConfig => ({
  name: 'secret',
  path: '/secret',
  component: Secret,
  access,
  refusal,
});

function renderGate(config: PageConfig, user: CurrentUser | null) {
  renderPage(<PageGate page={config} />, { authProvider: signedInAs(user) });
}

const collections = [{ resource: 'accounting', action: 'create' }] as const;

describe('<PageGate>', () => {
  it('opens the page to a user holding one of its rights', async () => {
    renderGate(
      page([...collections, { resource: 'reports', action: 'list' }]),
      person('sub', { show_reports: 1 }),
    );
    expect(await screen.findByText('Sayfanın içeriği')).toBeInTheDocument();
  });

  it("shows react-admin's access-denied page to a user without them", async () => {
    renderGate(page([...collections]), person('sub', { ...fullPermissions(2), exec_accounting: 0 }));
    expect(await screen.findByText('Erişim yetkiniz yok')).toBeInTheDocument();
    expect(screen.queryByText('Sayfanın içeriği')).toBeNull();
  });

  it("shows the page's own refusal when it has one, with its title", async () => {
    renderGate(
      page([...collections], { title: 'app.advances.title', text: 'app.collection.not_allowed' }),
      person('sub'),
    );
    expect(await screen.findByText('Tahsilat kaydetme yetkiniz yok.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bakiye işlemleri' })).toBeInTheDocument();
    expect(screen.queryByText('Sayfanın içeriği')).toBeNull();
  });

  it('opens public and signed-in pages without rights', async () => {
    renderGate(page('signed-in'), person('sub'));
    expect(await screen.findByText('Sayfanın içeriği')).toBeInTheDocument();
  });
});
