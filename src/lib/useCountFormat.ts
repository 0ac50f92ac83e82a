import { useLocaleState } from 'react-admin';

const formats: Record<string, Intl.NumberFormat> = {};

/**
 * A count as the interface language groups it: "1.000" in Turkish, "1,000" in English, like the quantities inside
 * the catalogue's texts (src/i18n/index.ts). Money keeps its one Turkish form in both languages (formatMoney).
 */
export function countFormat(locale: string): (value: number) => string {
  const tag = locale === 'en' ? 'en-US' : 'tr-TR';
  formats[tag] ??= new Intl.NumberFormat(tag);
  const format = formats[tag];
  return (value) => format.format(value);
}

/** `countFormat` of the language the user reads the page in. */
export function useCountFormat(): (value: number) => string {
  const [locale] = useLocaleState();
  return countFormat(locale);
}
