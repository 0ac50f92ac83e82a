import { createContext, useContext } from 'react';
import { en, type ResidentTexts, tr } from './messages';

export type ResidentLocale = 'tr' | 'en';

/** The resident page has its own texts and language choice: it runs without react-admin's i18nProvider. */
export const textsOf = (locale: ResidentLocale): ResidentTexts =>
  locale === 'en' ? en.resident_page : tr.resident_page;

/** Where this device keeps the resident page's own language choice: apart from the back office's (RaStore.locale). */
export const RESIDENT_LOCALE_KEY = 'residentPage.locale';

/**
 * The page's first language (docs/decisions.md): the resident's own choice on this device, else the first of the
 * browser's languages that is Turkish or English, else Turkish. The back office's choice is a manager's, not theirs.
 */
export function firstLocale(stored: string | null, languages: readonly string[]): ResidentLocale {
  if (stored === 'tr' || stored === 'en') return stored;
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'tr' || primary === 'en') return primary;
  }
  return 'tr';
}

/** "Son ödeme %{date}" + {date: '01.12.2026'} → "Son ödeme 01.12.2026", the catalogues' placeholder form. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

export interface ResidentPageContextValue {
  token: string;
  texts: ResidentTexts;
  locale: ResidentLocale;
  setLocale: (locale: ResidentLocale) => void;
}

export const ResidentPageContext = createContext<ResidentPageContextValue | null>(null);

/** The link's token and the texts in the chosen language, for every section of the page. */
export function useResidentPage(): ResidentPageContextValue {
  const value = useContext(ResidentPageContext);
  if (!value) throw new Error('useResidentPage outside ResidentPage');
  return value;
}
