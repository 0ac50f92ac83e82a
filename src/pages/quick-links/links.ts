import type { Registry } from '../../registry/types';

/** One of the quick search's and bookmarks' page links: `/apps/<slug>`, named by an i18n key. */
export interface QuickLink {
  slug: string;
  label: string;
}

/** The eleven page links (docs/domain.md, "Screens and quick links") and their names, in the quick search's order. */
const QUICK_LINK_LABELS = {
  'sakin-islemleri': 'app.quick_links.residents',
  'tekil-borc-giris': 'app.quick_links.single_debt',
  tahsilat: 'app.quick_links.collections',
  kasalar: 'app.quick_links.cash_accounts',
  'tum-borclar': 'app.quick_links.all_debts',
  dokumanlar: 'app.quick_links.documents',
  'toplu-sms': 'app.quick_links.bulk_sms',
  'nasıl-kullanirim': 'app.quick_links.how_to',
  ayarlar: 'app.quick_links.settings',
  'bakiye-islemleri': 'app.quick_links.balance',
  'personel-islemleri': 'app.quick_links.staff',
};

/**
 * The quick search's links. A page or a resource claims a slug with its `quickLink`; a link nobody claims opens
 * the "Yakında" page, never a dead link.
 */
export const QUICK_LINKS: QuickLink[] = Object.entries(QUICK_LINK_LABELS).map(([slug, label]) => ({
  slug,
  label,
}));

/** Every claimed slug and the path it leads to: a resource's list or a page. */
export function quickLinkClaims({ resources, pages }: Registry): { slug: string; to: string }[] {
  return [
    ...resources.flatMap((resource) =>
      resource.quickLink
        ? [{ slug: resource.quickLink.slug, to: resource.quickLink.to ?? `/${resource.name}` }]
        : [],
    ),
    ...pages.flatMap((page) =>
      page.quickLink ? [{ slug: page.quickLink.slug, to: page.quickLink.to ?? page.path }] : [],
    ),
  ];
}

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

/** Where `/apps/<slug>` leads: the page or list that claims it, or null for "Yakında". */
export function quickLinkTarget(registry: Registry, slug: string): string | null {
  const link = findQuickLink(slug);
  return quickLinkClaims(registry).find((claim) => claim.slug === link?.slug)?.to ?? null;
}
