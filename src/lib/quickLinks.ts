/**
 * The eleven page links of the quick search and bookmarks (SPEC.md section 2). `route` is the page that
 * serves the link today; a link without one opens the "Yakında" page, never a dead link.
 */
export interface QuickLink {
  slug: string;
  label: string;
  route: string | null;
}

export const QUICK_LINKS: QuickLink[] = [
  { slug: 'sakin-islemleri', label: 'app.quick_links.residents', route: '/residents' },
  { slug: 'tekil-borc-giris', label: 'app.quick_links.single_debt', route: '/debt-entry/single' },
  { slug: 'tahsilat', label: 'app.quick_links.collections', route: '/collections' },
  { slug: 'kasalar', label: 'app.quick_links.cash_accounts', route: '/accounts' },
  { slug: 'tum-borclar', label: 'app.quick_links.all_debts', route: '/debts' },
  { slug: 'dokumanlar', label: 'app.quick_links.documents', route: null },
  { slug: 'toplu-sms', label: 'app.quick_links.bulk_sms', route: null },
  { slug: 'nasıl-kullanirim', label: 'app.quick_links.how_to', route: '/tutorial' },
  { slug: 'ayarlar', label: 'app.quick_links.settings', route: '/settings' },
  { slug: 'bakiye-islemleri', label: 'app.quick_links.balance', route: '/balance' },
  { slug: 'personel-islemleri', label: 'app.quick_links.staff', route: null },
];

export const quickLinkPath = (link: QuickLink) => `/apps/${link.slug}`;

/** The link a slug names, encoded (`nas%C4%B1l-kullanirim`) or not; undefined for an unknown or garbled slug. */
export function findQuickLink(slug: string): QuickLink | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    decoded = slug;
  }
  return QUICK_LINKS.find((link) => link.slug === decoded);
}

/** Where `/apps/<slug>` leads: the real page, or null for "Yakında". */
export function quickLinkTarget(slug: string): string | null {
  return findQuickLink(slug)?.route ?? null;
}
