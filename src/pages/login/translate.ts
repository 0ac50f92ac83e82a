/** react-admin's `translate` signature, which the sign-in screen's own texts also answer to. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A translator over a small catalogue (the sign-in screen's texts): `%{name}` filled from the options, an
 * unknown key shown as it is, as polyglot does with `allowMissing`.
 */
export function catalogueTranslator(catalogue: object): Translate {
  return (key, options = {}) => {
    let found: unknown = catalogue;
    for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
    if (typeof found !== 'string') return key;
    return found.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}
