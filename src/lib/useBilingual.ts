import { useLocaleState } from 'react-admin';

/** A name kept in common/ in both languages ({tr, en}: SMS statuses, audiences, template types) as the user reads it. */
export function useBilingual() {
  const [locale] = useLocaleState();
  return (text: { tr: string; en: string }) => (locale === 'en' ? text.en : text.tr);
}
