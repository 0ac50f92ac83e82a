import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { turkishMenuCatalogue } from './menuCatalogue';

export const LOCALES = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/**
 * Turkish is the default and the fallback for any other locale; English can be chosen in the app bar. The page's
 * `lang` follows the choice, so the browser upper-cases buttons the right way (EDIT in English, not EDİT) and
 * screen readers speak the right language.
 */
export function createI18nProvider(): I18nProvider {
  // Made at the first quantity shown, not with the provider: the browser's first Intl object loads its locale data,
  // about 0.1 s of a phone's CPU inside the task that runs the back office's scripts (docs/benchmarks-bundle.md,
  // "Ninth round").
  let grouping: Intl.NumberFormat | undefined;
  const polyglot = polyglotI18nProvider(
    // English is fetched when chosen; polyglot needs the default locale's texts at once, and react-admin waits
    // for the chosen one before its first render, so an English user sees no Turkish flash.
    (locale) =>
      locale === 'en'
        ? import('./english').then((m) => m.englishCatalogue)
        : (turkishPageTexts ?? turkishMenuCatalogue),
    'tr',
    LOCALES,
    { allowMissing: true, replace: groupedQuantities(() => (grouping ??= new Intl.NumberFormat('tr-TR'))) },
  );
  // Once every page's texts are here, a provider reading Turkish reads them too (polyglot takes its texts anew
  // when its locale is set).
  whenPageTextsArrive.add(() => (polyglot.getLocale() === 'tr' ? polyglot.changeLocale('tr') : undefined));
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      grouping = new Intl.NumberFormat(polyglot.getLocale() === 'en' ? 'en-US' : 'tr-TR');
      if (typeof document !== 'undefined') document.documentElement.lang = polyglot.getLocale();
    },
  };
}

let turkishPageTexts: typeof turkishMenuCatalogue | undefined;
const whenPageTextsArrive = new Set<() => Promise<void> | undefined>();
let pageTexts: Promise<void> | undefined;

/**
 * Every page's Turkish texts, a chunk of its own: the first screen (the dashboard) draws with the menu's part of
 * them (menuCatalogue.ts), every other page waits for this (`PageTexts`, docs/decisions.md).
 */
export function pageTextsLoaded(): Promise<void> {
  pageTexts ??= import('./catalogues').then(async ({ turkishCatalogue }) => {
    turkishPageTexts = turkishCatalogue;
    await Promise.all([...whenPageTextsArrive].map((refresh) => refresh()));
  });
  return pageTexts;
}

/** The placeholders that are always a quantity; ids, years and receipt numbers are written as they are. */
const QUANTITIES = new Set(['smart_count', 'count', 'credits', 'parts', 'needed', 'available', 'max', 'min']);

/**
 * Polyglot's interpolation with a quantity grouped as the language writes it: "1.494 gün", "En fazla 100.000
 * olabilir" (English "1,494 days"), for every text at once instead of each caller formatting its numbers.
 */
function groupedQuantities(format: () => Intl.NumberFormat) {
  return function (this: string, pattern: RegExp, fill: (expression: string, name: string) => unknown) {
    return String.prototype.replace.call(this, pattern, (expression: string, name: string) => {
      const value = fill(expression, name);
      return typeof value === 'number' && QUANTITIES.has(name) ? format().format(value) : String(value);
    });
  };
}
