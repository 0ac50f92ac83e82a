import { type MessageTree, mergeMessages } from './catalogue';
import { raTurkish } from './raTurkish';
import { tr } from './tr';

/**
 * The Turkish texts of the first screen: the global ones, and of every resource's and page's `messages.ts` the
 * menu's part (`?part=menu`, cut down by the build: vite.config.ts, bundling/firstScreenTexts.ts), all of it for the
 * dashboard and the notification bell. catalogues.ts holds every text, a chunk loaded after the first screen
 * (src/i18n/index.ts, `pageTextsLoaded`); development and the tests read every text here too.
 */
const turkishMenuFolders = import.meta.glob<MessageTree>(
  ['../resources/*/messages.ts', '../pages/*/messages.ts'],
  { eager: true, import: 'tr', query: { lang: 'tr', part: 'menu' } },
);

export const turkishMenuCatalogue = {
  ...raTurkish,
  ...mergeMessages([tr, ...Object.values(turkishMenuFolders)]),
};
