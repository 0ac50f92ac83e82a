import { type MessageTree, mergeMessages } from './catalogue';
import { raTurkish } from './raTurkish';
import { tr } from './tr';

/**
 * The Turkish half of every resource's and page's `messages.ts`, found by Vite like the folders' `index.ts`
 * (src/registry/discover.ts). `?lang=tr` makes each a module of its own, apart from the `?lang=en` one that
 * english.ts reads, so the bundler drops the unused half of each: the first screen carries no English text
 * (docs/decisions.md, "One language's texts on the first screen").
 */
export const turkishFolders = import.meta.glob<MessageTree>(
  ['../resources/*/messages.ts', '../pages/*/messages.ts'],
  { eager: true, import: 'tr', query: { lang: 'tr' } },
);

/** The product's texts in Turkish; each part is typed against its English, the i18n test compares the whole. */
export const trApp: MessageTree = mergeMessages([tr, ...Object.values(turkishFolders)]);
export const turkishCatalogue = { ...raTurkish, ...trApp };
