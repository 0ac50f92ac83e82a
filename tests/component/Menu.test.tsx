import CategoryIcon from '@mui/icons-material/Category';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullPermissions } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { createAccess } from '../../src/authProvider/access';
import { Menu, visibleMenu, visiblePageLinks } from '../../src/layout/Menu';
import { RegistryProvider } from '../../src/registry/context';
import { discoverRegistry } from '../../src/registry/discover';
import type { ResourceConfig } from '../../src/registry/types';
import { branches } from '../../src/resources/branches';
import { buildings } from '../../src/resources/buildings';
import { subUsers } from '../../src/resources/sub-users';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const registry = discoverRegistry();
const { pages } = registry;
const access = createAccess(registry);

const Empty = () => null;

/** A resource of another area that the real registry does not have, beside the owner-only ones. */
const testRegistry: ResourceConfig[] = [
  buildings,
  {
    name: 'groups',
    area: 'definitions',
    menuGroup: 'definitions',
    menuOrder: 10,
    icon: CategoryIcon,
    endpoints: { getList: { path: '/groups' } },
    list: Empty,
  },
  subUsers,
  branches,
];

const main = person('main');
const fullSub = person('sub', fullPermissions(2));
const noPropertySub = person('sub', { ...fullPermissions(2), show_resident_and_apartments: 0 });

const names = (user: CurrentUser | null) =>
  visibleMenu(testRegistry, user).flatMap(({ resources }) => resources.map((r) => r.name));

function renderMenu(user: CurrentUser) {
  renderPage(
    <RegistryProvider registry={{ ...registry, resources: testRegistry }}>
      <Menu />
    </RegistryProvider>,
    { authProvider: signedInAs(user) },
  );
}

describe('visibleMenu', () => {
  it('shows the main user every resource, grouped', () => {
    expect(visibleMenu(testRegistry, main)).toEqual([
      { group: 'property', resources: [buildings] },
      { group: 'definitions', resources: [testRegistry[1]] },
      { group: 'settings', resources: [testRegistry[2], testRegistry[3]] },
    ]);
  });

  it('hides buildings from a sub-user without show_resident_and_apartments', () => {
    expect(names(fullSub)).toContain('buildings');
    expect(names(noPropertySub)).not.toContain('buildings');
  });

  it('never shows sub-users or branches to a sub-user, whatever their levels', () => {
    expect(names(fullSub)).toEqual(['buildings', 'groups']);
  });

  it('shows nothing before the user is known', () => {
    expect(names(null)).toEqual([]);
  });
});

describe('<Menu>', () => {
  it('lists Binalar, Alt kullanıcılar and Şubeler for the main user', async () => {
    renderMenu(main);
    expect(await screen.findByText('Binalar')).toBeInTheDocument();
    expect(screen.getByText('Alt kullanıcılar')).toBeInTheDocument();
    expect(screen.getByText('Şubeler')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bina ve sakinler' })).toBeInTheDocument();
  });

  it('leaves Binalar out for a sub-user without show_resident_and_apartments', async () => {
    renderMenu(noPropertySub);
    // The definitions entry shows that the permissions have arrived before an absence is asserted.
    expect(await screen.findByText('Groups')).toBeInTheDocument();
    expect(screen.queryByText('Binalar')).toBeNull();
  });

  it('leaves the owner-only entries out for a sub-user with every level', async () => {
    renderMenu(fullSub);
    expect(await screen.findByText('Binalar')).toBeInTheDocument();
    expect(screen.queryByText('Alt kullanıcılar')).toBeNull();
    expect(screen.queryByText('Şubeler')).toBeNull();
  });
});

/** The reports page's entries, one per report (src/pages/reports). */
const REPORT_LINKS = [
  'balance',
  'cash-book',
  'income',
  'expense',
  'ledger',
  'activity',
  'advances',
  'virman',
  'debtors',
  'budget',
].map((report) => `/reports/${report}`);

describe('visiblePageLinks', () => {
  const links = (user: CurrentUser | null) => visiblePageLinks(pages, user, access).map((link) => link.to);

  it("shows the main user every page's entries, in the menu's order", () => {
    expect(links(main)).toEqual([
      '/debt-entry/single',
      '/collections',
      '/online-payments',
      '/bank-movements',
      '/balance',
      '/interest',
      '/interest?tab=settings',
      '/exemptions',
      '/bank-reconciliation',
      ...REPORT_LINKS,
      '/system-logs',
      '/sms',
      '/reminders',
      '/mail-reports',
      '/todo',
    ]);
  });

  it('shows each entry only with its own rights', () => {
    expect(links(person('sub', { show_settings: 1 }))).toEqual(['/system-logs']);
    expect(links(person('sub', { show_debit: 1 }))).toEqual(['/interest?tab=settings']);
    expect(links(person('sub', { show_reports: 1 }))).toEqual(['/interest', ...REPORT_LINKS]);
    expect(links(person('sub', { show_resident_and_apartments: 1 }))).toEqual(['/balance', '/exemptions']);
    expect(links(person('sub', { exec_accounting: 1, show_accounting: 1 }))).toEqual([
      '/collections',
      '/online-payments',
      '/bank-movements',
      '/balance',
      '/bank-reconciliation',
    ]);
    expect(links(person('sub', { exec_debit: 1 }))).toEqual(['/debt-entry/single']);
    expect(links(person('sub', { show_sms: 1, send_sms: 0 }))).toEqual([
      '/sms',
      '/reminders',
      '/mail-reports',
    ]);
    expect(links(person('sub', { show_additional_features: 1 }))).toEqual(['/todo']);
  });

  it('shows no page before the user is known', () => {
    expect(links(null)).toEqual([]);
  });
});
