import type { Registry } from '../registry/types';
import { type Messages, type MessageTree, mergeMessages } from './catalogue';
import { raTurkish } from './raTurkish';
import { tr } from './tr';

/** The folders' own texts: every resource's and every page's `messages.ts`, from the registry App passes in. */
export const folderMessagesOf = (registry: Pick<Registry, 'resources' | 'allPages'>): Messages[] =>
  [...registry.resources, ...registry.allPages].flatMap((entry) => (entry.messages ? [entry.messages] : []));

/** The product's texts in Turkish; each part is typed against its English, the i18n test compares the whole. */
export const trAppOf = (folders: Messages[]): MessageTree =>
  mergeMessages([tr, ...folders.map((messages) => messages.tr)]);
export const turkishCatalogueOf = (folders: Messages[]) => ({ ...raTurkish, ...trAppOf(folders) });
