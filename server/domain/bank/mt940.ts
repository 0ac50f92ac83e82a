/**
 * SWIFT MT940 statements: `:20:` starts a statement, `:25:` the account, `:60F:`/`:60M:` the opening balance,
 * `:61:` a movement with its `:86:` details (several lines, joined), `:62F:`/`:62M:` the closing balance. A file may
 * hold several statements and SWIFT blocks (`{1:…}{4:` … `-}`).
 */
import { kurusOfDecimal } from './amounts';
import { checkTotals, type StatementSection } from './balances';
import { cleanIban, ibanInText, oldestFirst } from './lines';
import { type ParsedStatement, StatementError, type StatementLine } from './types';

interface Field {
  tag: string;
  text: string;
  fileLine: number;
}

/** The tagged fields; a line without a tag continues the field before it. */
function fields(text: string): Field[] {
  const result: Field[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw
      .replace(/^(?:\{\d:[^{}]*\})+/, '')
      .replace(/^\{4:/, '')
      .trimEnd();
    if (line === '' || line === '-' || line.startsWith('-}')) continue;
    const tagged = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    const previous = result.at(-1);
    if (tagged) result.push({ tag: tagged[1]!, text: tagged[2]!, fileLine: index + 1 });
    else if (previous) previous.text += `\n${line}`;
  }
  return result;
}

/** `YYMMDD` → ISO, years 80–99 in the 1900s. */
function swiftDate(yymmdd: string): string | null {
  const year = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const full = year >= 80 ? 1900 + year : 2000 + year;
  const at = new Date(Date.UTC(full, month - 1, day));
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}

function bad(field: Field, what: string): never {
  throw new StatementError(
    `MT940 dosyasının ${field.fileLine}. satırı (:${field.tag}:): ${what}`,
    field.fileLine,
    field.tag,
  );
}

/** `C231231TRY1234,56` → signed kuruş and currency. */
function balance(field: Field): { amount: bigint; currency: string } {
  const m = /^([CD])(\d{6})([A-Z]{3})(\d+,\d{0,2})$/.exec(field.text.trim());
  const amount = m && swiftDate(m[2]!) ? kurusOfDecimal(m[4]!, ',') : null;
  if (!m || amount === null) bad(field, `'${field.text.trim()}' bir bakiye değil.`);
  return { amount: m[1] === 'D' ? -amount : amount, currency: m[3]! };
}

const LINE_61 =
  /^(\d{6})(\d{4})?(RD|RC|D|C)([A-Z])?(\d+,\d{0,2})([A-Z][A-Z0-9]{3})([^\n/]*)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;

/** A `:61:` line; its `:86:` is added by the caller. */
function movement(field: Field, position: number): StatementLine {
  const m = LINE_61.exec(field.text.trim());
  const valueDate = m ? swiftDate(m[1]!) : null;
  const amount = m ? kurusOfDecimal(m[5]!, ',') : null;
  if (!m || !valueDate || amount === null || amount === 0n) {
    bad(field, `${position}. hareket okunamadı: '${field.text.split('\n')[0]}'.`);
  }
  let bookingDate: string | null = null;
  if (m[2]) {
    // The entry date has no year: the value date's, or the one beside it across a new year.
    const year = Number(valueDate.slice(0, 4));
    const month = Number(m[2].slice(0, 2));
    const valueMonth = Number(valueDate.slice(5, 7));
    const shift = month - valueMonth > 6 ? -1 : valueMonth - month > 6 ? 1 : 0;
    bookingDate = swiftDate(`${String(year + shift).slice(2)}${m[2]}`);
  }
  const ownReference = (m[7] ?? '').trim();
  const bankReference = m[8]?.trim();
  return {
    position,
    valueDate,
    bookingDate,
    amount: m[3] === 'D' || m[3] === 'RC' ? -amount : amount,
    description: m[9]?.replace(/\s+/g, ' ').trim() ?? '',
    counterpartyName: null,
    counterpartyIban: null,
    reference: bankReference || (ownReference && ownReference !== 'NONREF' ? ownReference : null),
    balanceAfter: null,
  };
}

const NAME =
  /(?:GÖNDEREN|GONDEREN|ALICI|AD SOYAD|UNVAN|NAME)\s*[:=]\s*([^/;,:]+?)(?=\s+IBAN\b|\s*[/;,:]|\s+TR\d{2}|$)/i;

/** `:86:` details: the text (structured `?20`… subfields are unpacked), the other party's IBAN and name. */
function details(line: StatementLine, text: string): StatementLine {
  let description = text.replace(/\s*\n\s*/g, ' ').trim();
  let name: string | null = null;
  let iban: string | null = null;
  if (/^\d{3}\?/.test(description)) {
    const parts = [...description.matchAll(/\?(\d{2})([^?]*)/g)];
    const of = (codes: RegExp) =>
      parts
        .filter((p) => codes.test(p[1]!))
        .map((p) => (p[2] ?? '').trim())
        .join(' ')
        .trim();
    name = of(/^3[23]$/) || null;
    iban = cleanIban(of(/^31$/));
    description = of(/^(2\d|6[0-3])$/);
  }
  name ??= NAME.exec(description)?.[1]?.trim() || null;
  iban ??= ibanInText(description);
  return {
    ...line,
    description: description || line.description,
    counterpartyName: name,
    counterpartyIban: iban,
  };
}

export function looksLikeMt940(text: string): boolean {
  return /(^|\n)\s*(\{4:\s*)?:20:/.test(text) && /(^|\n):(60[FM]|61):/.test(text);
}

export function parseMt940(text: string): ParsedStatement {
  const sections: StatementSection[] = [];
  let section: StatementSection | null = null;
  let iban: string | null = null;
  let currency: string | null = null;
  let position = 0;
  let last: StatementLine | null = null;
  for (const field of fields(text)) {
    if (field.tag === '20' || !section) {
      section = { opening: null, closing: null, lines: [] };
      sections.push(section);
      last = null;
    }
    if (field.tag === '25') iban ??= ibanInText(field.text.replace(/\s/g, ''));
    else if (field.tag.startsWith('60')) {
      const opening = balance(field);
      section.opening = opening.amount;
      currency ??= opening.currency;
    } else if (field.tag.startsWith('62')) section.closing = balance(field).amount;
    else if (field.tag === '61') {
      position++;
      last = movement(field, position);
      section.lines.push(last);
    } else if (field.tag === '86' && last) {
      section.lines[section.lines.length - 1] = details(last, field.text);
      last = null;
    }
  }
  const all = sections.flatMap((s) => s.lines);
  if (all.length === 0 && sections.every((s) => s.opening === null)) {
    throw new StatementError('MT940 dosyasında hesap özeti bulunamadı.');
  }
  const withOpening = sections.filter((s) => s.opening !== null);
  const withClosing = sections.filter((s) => s.closing !== null);
  return {
    format: 'mt940',
    iban,
    currency,
    openingBalance: withOpening[0]?.opening ?? null,
    closingBalance: withClosing.at(-1)?.closing ?? null,
    lines: oldestFirst(all),
    balance: checkTotals(sections),
  };
}
