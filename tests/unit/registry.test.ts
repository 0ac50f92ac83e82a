import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../common/permissions';
import { createAccess } from '../../src/authProvider/access';
import { QUICK_LINKS, quickLinkClaims } from '../../src/pages/quick-links/links';
import { discoverRegistry, exportNameOf } from '../../src/registry/discover';
import type { AccessRule } from '../../src/registry/types';

const built = discoverRegistry();
const { resources: registry, pages, allPages } = built;
const { areaOf } = createAccess(built);

const knownAreas: readonly string[] = [...AREAS, 'owner'];

/** Every access rule of the pages and of their menu entries, with where it is declared. */
const pageRules: [string, AccessRule][] = allPages.flatMap((page) => [
  ...(Array.isArray(page.access) ? page.access : []).map((rule) => [page.name, rule] as [string, AccessRule]),
  ...(page.menu ?? []).flatMap((entry) =>
    (entry.access ?? []).map((rule) => [page.name, rule] as [string, AccessRule]),
  ),
]);

/** The resource names the components ask `useCanAccess` / `<CanAccess>` about, as literals in the source. */
function resourcesNamedInSource(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [
      ...readFileSync(join(folder, file), 'utf8').matchAll(/resource(?:: |=)['"]([\w-]+)['"]/g),
    ])
    .flatMap((match) => (match[1] ? [match[1]] : []));
}

describe('resource registry', () => {
  it('gives every resource a permission area', () => {
    const missing = registry.filter((resource) => !knownAreas.includes(resource.area));
    expect(missing.map((resource) => resource.name)).toEqual([]);
  });

  it('holds every folder of src/resources, found without a registration line', () => {
    const folders = readdirSync('src/resources', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => exportNameOf(`../resources/${entry.name}/index.ts`));
    const names = registry.map((resource) => exportNameOf(`../resources/${resource.name}/index.ts`));
    expect(names.sort()).toEqual(folders.sort());
  });

  it('keeps the menu order within each group: buildings before apartments, residents and non-members', () => {
    const property = registry.filter((resource) => resource.menuGroup === 'property');
    expect(property.map((resource) => resource.name)).toEqual([
      'buildings',
      'apartments',
      'residents',
      'non-members',
      'guests',
    ]);
  });

  it('gives every list an exporter of its own (Excel with Turkish headers) or none, never react-admin’s CSV', () => {
    const lists = readdirSync('src/resources', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => ({ file, text: readFileSync(join('src/resources', file), 'utf8') }))
      .filter(({ text }) => /<List[\s>]/.test(text));
    expect(lists.length).toBeGreaterThan(5);
    const withoutExporter = lists.filter(({ text }) => !/\bexporter=\{/.test(text)).map(({ file }) => file);
    expect(withoutExporter).toEqual([]);
  });

  it('names every resource once', () => {
    const names = registry.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('page registry', () => {
  it('gives every page an access: public, any signed-in user, or at least one right', () => {
    const missing = allPages.filter(
      (page) => !(page.access === 'public' || page.access === 'signed-in' || page.access.length > 0),
    );
    expect(missing.map((page) => page.name)).toEqual([]);
  });

  it('builds every right of the pages and menu entries on a known resource, page or area', () => {
    const unknown = pageRules.filter(([, rule]) => areaOf(rule.resource) === undefined);
    expect(unknown).toEqual([]);
  });

  it('gives the pages known areas, unique names and unique paths', () => {
    expect(allPages.filter((page) => page.area && !knownAreas.includes(page.area))).toEqual([]);
    const names = [...allPages.map((page) => page.name), ...registry.map((resource) => resource.name)];
    expect(new Set(names).size).toBe(names.length);
    const paths = allPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends every menu entry to a real address, without a route parameter left open', () => {
    const entries = pages.flatMap((page) => (page.menu ?? []).map((entry) => entry.to ?? page.path));
    expect(entries.filter((to) => to.includes(':'))).toEqual([]);
  });

  it('keeps the menu entries of today, in order', () => {
    const entries = pages.flatMap((page) => (page.menu ?? []).map((entry) => entry.to ?? page.path));
    expect(entries).toEqual([
      '/debt-entry/single',
      '/collections',
      '/online-payments',
      '/bank-movements',
      '/balance',
      '/interest',
      '/interest?tab=settings',
      '/exemptions',
      '/bank-reconciliation',
      ...[
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
      ].map((report) => `/reports/${report}`),
      '/system-logs',
      '/sms',
      '/reminders',
      '/mail-reports',
      '/todo',
    ]);
  });
});

describe('canAccess areas', () => {
  it('resolves every resource name the components check to an area', () => {
    const named = [
      ...new Set([...resourcesNamedInSource('src'), ...registry.map((resource) => resource.name)]),
    ];
    expect(named).toEqual(expect.arrayContaining(['debt-entry', 'settings', 'accounting', 'dashboard']));
    expect(named.filter((resource) => areaOf(resource) === undefined)).toEqual([]);
  });

  it('reads the area from the folders and the area names themselves', () => {
    expect(areaOf('buildings')).toBe('resident_and_apartments');
    expect(areaOf('accounts')).toBe('definitions');
    expect(areaOf('receipts')).toBe('accounting');
    expect(areaOf('sub-users')).toBe('owner');
    expect(areaOf('debt-entry')).toBe('debit');
    expect(areaOf('dashboard')).toBe('resident_and_apartments');
    expect(areaOf('accounting')).toBe('accounting');
    expect(areaOf('future-resource')).toBeUndefined();
  });
});

describe('quick links', () => {
  it('lets each link be claimed at most once, and only the eleven links of docs/domain.md', () => {
    const slugs = quickLinkClaims(built).map((claim) => claim.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !QUICK_LINKS.some((link) => link.slug === slug))).toEqual([]);
  });

  it('leads the links to the pages of today', () => {
    expect(Object.fromEntries(quickLinkClaims(built).map((claim) => [claim.slug, claim.to]))).toEqual({
      'sakin-islemleri': '/residents',
      'tekil-borc-giris': '/debt-entry/single',
      tahsilat: '/collections',
      kasalar: '/accounts',
      'tum-borclar': '/debts',
      'nasıl-kullanirim': '/help',
      ayarlar: '/settings',
      'bakiye-islemleri': '/balance',
      'toplu-sms': '/sms',
      dokumanlar: '/documents',
      'personel-islemleri': '/staff',
    });
  });
});
