/**
 * ISO 20022 camt.053 statements (versions .02, .08, .13 and their kin): `Document/BkToCstmrStmt/Stmt`, each with
 * its account, opening (OPBD/PRCD) and closing (CLBD) balances and entries. The other party is the debtor of a
 * credit and the creditor of a debit; from .08 on its name sits under `Pty`.
 */
import { XMLParser } from 'fast-xml-parser';
import { kurusOfDecimal } from './amounts';
import { checkTotals, type StatementSection } from './balances';
import { cleanIban, oldestFirst } from './lines';
import { type ParsedStatement, StatementError, type StatementLine } from './types';

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities declared in the file are refused before parsing; these limits are a second guard.
  processEntities: {
    enabled: true,
    maxEntityCount: 0,
    maxTotalExpansions: 100_000,
    maxExpandedLength: 5_000_000,
  },
  isArray: (name) => ARRAYS.has(name),
});

function child(node: unknown, ...path: string[]): unknown {
  let at = node;
  for (const key of path) {
    if (Array.isArray(at)) at = at[0];
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Node)[key];
  }
  return Array.isArray(at) ? at[0] : at;
}

function list(node: unknown, key: string): unknown[] {
  const value = typeof node === 'object' && node !== null ? (node as Node)[key] : undefined;
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function text(node: unknown): string | null {
  const value = typeof node === 'object' && node !== null ? (node as Node)['#text'] : node;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function date(node: unknown): string | null {
  // A DtTm carries the bank's own offset: its calendar day is the one written.
  const value = text(child(node, 'Dt')) ?? text(child(node, 'DtTm'));
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

function signedAmount(node: unknown, where: string): bigint {
  const raw = text(child(node, 'Amt'));
  const amount = raw === null ? null : kurusOfDecimal(raw);
  const side = text(child(node, 'CdtDbtInd'));
  if (amount === null || (side !== 'CRDT' && side !== 'DBIT')) {
    throw new StatementError(
      `camt.053 dosyasında ${where}: tutar '${raw ?? ''}' ya da yönü '${side ?? ''}' okunamadı.`,
    );
  }
  return side === 'DBIT' ? -amount : amount;
}

function entry(node: unknown, position: number): StatementLine {
  const amount = signedAmount(node, `${position}. hareket`);
  const valueDate = date(child(node, 'ValDt')) ?? date(child(node, 'BookgDt'));
  if (!valueDate || amount === 0n) {
    throw new StatementError(`camt.053 dosyasında ${position}. hareketin tarihi ya da tutarı yok.`, position);
  }
  const tx = child(node, 'NtryDtls', 'TxDtls');
  const party = amount > 0n ? 'Dbtr' : 'Cdtr';
  const partyNode = child(tx, 'RltdPties', party);
  const name = text(child(partyNode, 'Nm')) ?? text(child(partyNode, 'Pty', 'Nm'));
  const ustrd = list(child(tx, 'RmtInf'), 'Ustrd').map(text).filter(Boolean).join(' ');
  const description = ustrd || text(child(tx, 'AddtlTxInf')) || text(child(node, 'AddtlNtryInf')) || '';
  const endToEnd = text(child(tx, 'Refs', 'EndToEndId'));
  return {
    position,
    valueDate,
    bookingDate: date(child(node, 'BookgDt')),
    amount,
    description: description.replace(/\s+/g, ' '),
    counterpartyName: name,
    counterpartyIban: cleanIban(text(child(tx, 'RltdPties', `${party}Acct`, 'Id', 'IBAN'))),
    reference:
      text(child(node, 'AcctSvcrRef')) ??
      text(child(tx, 'Refs', 'AcctSvcrRef')) ??
      (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null),
    balanceAfter: null,
  };
}

function balanceOf(statement: unknown, codes: string[]): bigint | null {
  const found = list(statement, 'Bal').find((bal) =>
    codes.includes(text(child(bal, 'Tp', 'CdOrPrtry', 'Cd')) ?? ''),
  );
  return found === undefined ? null : signedAmount(found, `${codes.join('/')} bakiyesi`);
}

const CAMT_NAMESPACE = /xmlns(?::\w+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}["']/;
const NOT_CAMT = 'Bu XML dosyası bir camt.053 hesap özeti değil.';

export function looksLikeXml(text: string): boolean {
  return /^\s*</.test(text);
}

export function parseCamt053(xml: string): ParsedStatement {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new StatementError(NOT_CAMT);
  let document: unknown;
  try {
    document = child(parser.parse(xml), 'Document');
  } catch {
    throw new StatementError('XML dosyası okunamadı: dosya bozuk.');
  }
  const statements = list(child(document, 'BkToCstmrStmt'), 'Stmt');
  if (!CAMT_NAMESPACE.test(xml) || statements.length === 0) {
    throw new StatementError(NOT_CAMT);
  }
  let position = 0;
  const sections: StatementSection[] = statements.map((statement) => ({
    opening: balanceOf(statement, ['OPBD', 'PRCD']),
    closing: balanceOf(statement, ['CLBD']),
    lines: list(statement, 'Ntry').map((node) => entry(node, ++position)),
  }));
  const first = statements[0];
  return {
    format: 'camt053',
    iban: cleanIban(text(child(first, 'Acct', 'Id', 'IBAN'))),
    currency: text(child(first, 'Acct', 'Ccy')) ?? text(child(list(first, 'Bal')[0], 'Amt', '@_Ccy')),
    openingBalance: sections[0]!.opening,
    closingBalance: sections[sections.length - 1]!.closing,
    lines: oldestFirst(sections.flatMap((s) => s.lines)),
    balance: checkTotals(sections),
  };
}
