import { allPages } from '../pages/registry';
import { registry } from '../resources/registry';
import { type MessageTree, mergeMessages } from './catalogue';
import { raTurkish } from './raTurkish';
import { tr } from './tr';

/** The folders' own texts: every resource's and every page's `messages.ts`. */
export const folderMessages = [...registry, ...allPages].flatMap((entry) =>
  entry.messages ? [entry.messages] : [],
);

/** The product's texts in Turkish; each part is typed against its English, the i18n test compares the whole. */
export const trApp: MessageTree = mergeMessages([tr, ...folderMessages.map((messages) => messages.tr)]);
export const turkishCatalogue = { ...raTurkish, ...trApp };
