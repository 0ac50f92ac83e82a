import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { Registry } from '../registry/types';
import { folderMessagesOf, turkishCatalogueOf } from './catalogues';

export const LOCALES = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/**
 * Turkish is the default and the fallback for any other locale; English can be chosen in the app bar. The page's
 * `lang` follows the choice, so the browser upper-cases buttons the right way (EDIT in English, not EDİT) and
 * screen readers speak the right language.
 */
export function createI18nProvider(registry: Pick<Registry, 'resources' | 'allPages'>): I18nProvider {
  const folders = folderMessagesOf(registry);
  const turkishCatalogue = turkishCatalogueOf(folders);
  const polyglot = polyglotI18nProvider(
    // English is fetched when chosen; polyglot needs the default locale's texts at once, and react-admin waits
    // for the chosen one before its first render, so an English user sees no Turkish flash.
    (locale) =>
      locale === 'en' ? import('./english').then((m) => m.englishCatalogueOf(folders)) : turkishCatalogue,
    'tr',
    LOCALES,
    { allowMissing: true },
  );
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      if (typeof document !== 'undefined') document.documentElement.lang = polyglot.getLocale();
    },
  };
}
