import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { tr } from './tr';

export const LOCALES = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/** Turkish is the default and the fallback for any other locale; English can be chosen in the app bar. */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : tr), 'tr', LOCALES, {
  allowMissing: true,
});
