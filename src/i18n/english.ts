import englishMessages from 'ra-language-english';
import { type MessageTree, mergeMessages } from './catalogue';
import { en } from './en';

/**
 * The English catalogue, a chunk of its own (src/i18n/index.ts loads it when English is chosen): most users read
 * Turkish only, so react-admin's English texts, the global English ones and the English half of every folder's
 * `messages.ts` (`?lang=en`, see catalogues.ts) stay out of the first screen.
 */
export const englishFolders = import.meta.glob<MessageTree>(
  ['../resources/*/messages.ts', '../pages/*/messages.ts'],
  { eager: true, import: 'en', query: { lang: 'en' } },
);

/** The product's texts in English: the global ones and every folder's. */
export const enApp: MessageTree = mergeMessages([en, ...Object.values(englishFolders)]);
export const englishCatalogue = { ...englishMessages, ...enApp };
