import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

export type Bilingual = (text: { tr: string; en: string }) => string;

/** A name kept in common/ in both languages ({tr, en}: SMS statuses, audiences, template types) as the user reads it. */
export function useBilingual(): Bilingual {
  const [locale] = useLocaleState();
  return useCallback((text) => (locale === 'en' ? text.en : text.tr), [locale]);
}
