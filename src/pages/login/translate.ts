import type { TranslateFunction } from 'react-admin';

/**
 * A translator over a small catalogue (the sign-in screen's texts), with react-admin's `translate` signature (a
 * type only: nothing of react-admin is loaded): `%{name}` filled from the options, an unknown key shown as it is,
 * as polyglot does with `allowMissing`.
 */
export function catalogueTranslator(catalogue: object): TranslateFunction {
  return (key, options = {}) => {
    let found: unknown = catalogue;
    for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
    if (typeof found !== 'string') return key;
    return found.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}
