/**
 * Turkish-aware search folding: `I`→`ı`, `İ`→`i` (tr-TR lower-casing), then the dotless/dotted i and the
 * letters a user may type without their marks (ş→s, ğ→g, ü→u, ö→o, ç→c, ı→i) are folded so "isik" finds
 * "IŞIK" and "şule" finds "Şule". The same folding runs in SQL (see server/db/search.ts).
 */
const FOLD: Record<string, string> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ü: 'u',
  ö: 'o',
  ç: 'c',
  â: 'a',
  î: 'i',
  û: 'u',
};

export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[ışğüöçâîû]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}
