/**
 * A chart axis's short amount. Turkish writes the word, not a letter: "20 bin ₺", "1,5 milyon ₺" (Intl's
 * Turkish compact form, "₺20 B", reads as billions to many); English keeps Intl's compact form, "₺20K".
 */
export function axisMoney(value: number, locale: string): string {
  if (locale !== 'tr') {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(value);
  }
  const size = Math.abs(value);
  const [scaled, word] =
    size >= 1e9
      ? [value / 1e9, ' milyar']
      : size >= 1e6
        ? [value / 1e6, ' milyon']
        : size >= 1e3
          ? [value / 1e3, ' bin']
          : [value, ''];
  const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(scaled);
  return `${number}${word} ₺`;
}
