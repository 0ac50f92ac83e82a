/**
 * Amounts as banks write them, read into signed integer kuruş without float arithmetic (docs/bank.md). The text is
 * read digit by digit; a number from an Excel cell goes through its shortest decimal text first (see kurusOfNumber).
 */

/** Kuruş from a plain decimal text `123`, `123.4`, `123.45` (dot decimal, no grouping); null when it is not one. */
export function kurusOfDecimal(text: string, decimal = '.'): bigint | null {
  const m = /^([+-]?)(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!m || (text.includes('.') && decimal !== '.') || (text.includes(',') && decimal !== ',')) return null;
  const fraction = m[3] ?? '';
  // More than two decimals is accepted only when the rest is zeros: a bank never splits a kuruş.
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return null;
  const value = BigInt(m[2]!) * 100n + BigInt((fraction.slice(0, 2) || '0').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

/**
 * Kuruş from an Excel number. `String(n)` is the shortest text that reads back as the same double, so 1234.56 is
 * "1234.56" (never 1234.5599…); a third decimal is rounded half away from zero on that text (1.005 → 1,01).
 */
export function kurusOfNumber(n: number): bigint | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return null;
  let text = String(n);
  if (text.includes('e')) text = n.toFixed(6); // below 1e-6: a rounding residue, reads as 0
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const fraction = (m[3] ?? '').padEnd(3, '0');
  let value = BigInt(m[2]!) * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) value += 1n;
  return m[1] === '-' ? -value : value;
}

/** Digits grouped by `group` every three, with an optional decimal part after `decimal`. */
function grouped(body: string, group: string, decimal: string): bigint | null {
  const [whole = '', fraction, extra] = body.split(decimal);
  if (extra !== undefined || whole === '') return null;
  const groups = whole.split(group);
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3)))
    return null;
  return kurusOfDecimal(fraction === undefined ? groups.join('') : `${groups.join('')}.${fraction}`);
}

/**
 * Kuruş from an amount text: `1.234,56`, `-1.234,56`, `1234,56`, `1,234.56`, `+00000000000005038.80`, with an
 * optional currency (TL, TRY, ₺) and a trailing `B`/`A` or `(B)`/`(A)` (borç is out, alacak is in). The last
 * separator is the decimal one; a single `.` before exactly three digits groups thousands (`1.234` is 1234 TL), a
 * single `,` is always decimal. Null when it is not an amount.
 */
export function parseAmountText(input: string): bigint | null {
  let text = input.replace(/[\s\u00a0]/g, '').replace(/(TL|TRY|₺)$/i, '');
  let sign = 1n;
  const side = /\(?([BA])\)?$/i.exec(text);
  if (side) {
    text = text.slice(0, side.index);
    if (side[1]!.toUpperCase() === 'B') sign = -1n;
  }
  if (text.endsWith('-')) text = `-${text.slice(0, -1)}`;
  const m = /^([+-]?)([\d.,]+)$/.exec(text);
  if (!m || !/\d/.test(m[2]!)) return null;
  if (m[1] === '-') sign = -sign;
  const body = m[2]!;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let value: bigint | null;
  if (lastDot >= 0 && lastComma >= 0) {
    value = lastComma > lastDot ? grouped(body, '.', ',') : grouped(body, ',', '.');
  } else if (lastComma >= 0) {
    value = body.indexOf(',') === lastComma ? grouped(body, '.', ',') : grouped(body, ',', '\u0000');
  } else if (lastDot >= 0) {
    const single = body.indexOf('.') === lastDot;
    value =
      single && body.length - lastDot - 1 !== 3 ? grouped(body, ',', '.') : grouped(body, '.', '\u0000');
  } else {
    value = kurusOfDecimal(body);
  }
  return value === null ? null : sign * value;
}

/** Kuruş from a cell: a number from Excel, or a text. */
export function parseAmountCell(cell: unknown): bigint | null {
  if (typeof cell === 'number') return kurusOfNumber(cell);
  if (typeof cell === 'string') return parseAmountText(cell);
  return null;
}

/** `-1.234,56` for messages. */
export function formatKurus(kurus: bigint): string {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${whole},${(abs % 100n).toString().padStart(2, '0')}`;
}
