import englishMessages from 'ra-language-english';
import { type Messages, type MessageTree, mergeMessages } from './catalogue';
import { en } from './en';

/**
 * The English catalogue, a chunk of its own (src/i18n/index.ts loads it when English is chosen): most users read
 * Turkish only, so react-admin's English texts and the global English ones stay out of the first screen.
 */

/** The product's texts in English: the global ones and every folder's. */
export const enAppOf = (folders: Messages[]): MessageTree =>
  mergeMessages([en, ...folders.map((messages) => messages.en)]);

export const englishCatalogueOf = (folders: Messages[]) => ({ ...englishMessages, ...enAppOf(folders) });
