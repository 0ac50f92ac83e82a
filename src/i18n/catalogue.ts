/** A catalogue of texts: nested keys, each leaf a text (`app.menu.settings` → "Ayarlar"). */
export type MessageTree = { [key: string]: string | MessageTree };

/** Same keys as the English catalogue, every leaf a string: a missing or extra Turkish key is a type error. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/**
 * Joins catalogue parts into one. The folders share the top-level `resources` and `app` branches, so they merge
 * key by key; a text defined twice is a programming error and stops the app at once (the i18n test loads this).
 */
export function mergeMessages(parts: MessageTree[]): MessageTree {
  const merged: MessageTree = {};
  for (const part of parts) mergeInto(merged, part, '');
  return merged;
}

function mergeInto(target: MessageTree, part: MessageTree, prefix: string) {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') {
      mergeInto(existing, value, `${prefix}${key}.`);
    } else if (existing !== undefined) {
      throw new Error(`The text ${prefix}${key} is defined twice`);
    } else {
      target[key] = typeof value === 'object' ? mergeMessages([value]) : value;
    }
  }
}
