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
  // tr-TR lower-casing differs from the default only for I and İ, which both fold to i; the default is several
  // times faster (the bank matcher folds every resident's name), and ASCII text needs no decomposition.
  const folded = text
    .replace(/[Iİ]/g, 'i')
    .toLowerCase()
    .replace(/[ışğüöçâîû]/g, (ch) => FOLD[ch] ?? ch);
  return /[^ -~]/.test(folded) ? folded.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : folded;
}
