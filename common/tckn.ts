/** T.C. Kimlik No: 11 digits, first not 0, two check digits. */
export function isValidTckn(input: string | number | null | undefined): boolean {
  if (input === null || input === undefined) return false;
  const text = String(input).trim();
  if (!/^[1-9]\d{10}$/.test(text)) return false;
  const d = [...text].map(Number) as number[];
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  const first10 = d.slice(0, 10).reduce((sum, n) => sum + n, 0);
  return first10 % 10 === at(10);
}
