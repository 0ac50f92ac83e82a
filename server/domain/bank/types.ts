/**
 * Bank statements and their matching: the shapes shared by the parsers, the matcher, the reconciliation and the
 * services (docs/bank.md). Amounts are integer kuruş; dates are ISO `YYYY-MM-DD` in Europe/Istanbul.
 */

export type StatementFormat = 'excel' | 'csv' | 'mt940' | 'camt053';

/** One movement of the statement, as the bank wrote it. */
export interface StatementLine {
  /** Where it is in the file, for messages: the row (Excel, CSV), the `:61:` ordinal (MT940), the `Ntry` ordinal (camt). 1-based. */
  position: number;
  valueDate: string;
  bookingDate: string | null;
  /** Signed: positive comes in (alacak), negative goes out (borç). Never 0. */
  amount: bigint;
  description: string;
  /** The other party: the sender of an incoming line, the receiver of an outgoing one. */
  counterpartyName: string | null;
  /** The other party's IBAN, upper case without spaces. */
  counterpartyIban: string | null;
  /** The bank's reference (dekont / fiş no, AcctSvcrRef, `//` reference of `:61:`). */
  reference: string | null;
  /** The account's balance after this line, when the file gives it. */
  balanceAfter: bigint | null;
}

export interface BalanceCheck {
  /** False when the file gives no balance at all to check against. */
  checked: boolean;
  balanced: boolean;
  /** The first line (its position) where the balances stop adding up. */
  firstBadPosition: number | null;
  /** Turkish, for the import's warning; null when balanced or unchecked. */
  message: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The statement's own account, when the file names it. */
  iban: string | null;
  currency: string | null;
  openingBalance: bigint | null;
  closingBalance: bigint | null;
  lines: StatementLine[];
  balance: BalanceCheck;
}

/** Which column holds what in an Excel/CSV layout, 0-based; kept per bank account once the manager chose it. */
export interface ColumnMapping {
  /** The header row, 0-based; data starts below it. */
  headerRow: number;
  date: number;
  description: number;
  /** One signed amount column, or separate debit (borç, out) and credit (alacak, in) columns. */
  amount?: number;
  debit?: number;
  credit?: number;
  balance?: number;
  reference?: number;
  counterpartyIban?: number;
  counterpartyName?: number;
}

/** A file that cannot be read: the Turkish message says what is wrong and where (line, column). */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: string,
  ) {
    super(message);
  }
}

/** An Excel/CSV layout the product does not recognise: the manager maps its columns once. */
export class MappingNeeded extends Error {
  constructor(readonly preview: string[][]) {
    super('Bu dosyanın sütunları tanınmadı. Sütunları bir kez eşleştirin; bu hesap için saklanır.');
  }
}

/** What a bank line can be posted as. */
export type PartKind = 'collection' | 'supplier_payment' | 'expense' | 'income' | 'transfer' | 'refund';

/**
 * The matching ladder, safest first (docs/bank.md, "Matching"): 0 a movement the manager already recorded by hand
 * (never posts by itself unless the account allows it), 1 payment code, 2 phone number, 3 an IBAN seen
 * before (a resident's, a supplier's, or one of the association's own accounts), 4 name and the exact open amount
 * (never posts by itself), 5 a keyword rule (never posts by itself).
 */
export type MatchLevel = 0 | 1 | 2 | 3 | 4 | 5;

export type ReasonCode =
  | 'payment_code'
  | 'phone'
  | 'known_iban'
  | 'supplier_iban'
  | 'supplier_code'
  | 'own_account'
  | 'transfer_leg'
  | 'name_amount'
  | 'name_many'
  | 'keyword'
  | 'recorded';

export interface Suggestion {
  kind: PartKind;
  level: MatchLevel;
  apartmentId: number | null;
  residentId: number | null;
  supplierId: number | null;
  accountingTypeId: number | null;
  /** `transfer`: the association's other cash account. */
  accountId: number | null;
  /** `transfer`: the virman already made from the other leg, which this line joins instead of making a second. */
  transferId: number | null;
  /**
   * Level 0: the cash movement the manager already recorded by hand; accepting ties the line to it and writes
   * nothing new. Absent on suggestions stored before the level existed.
   */
  cashMovementId?: number | null;
  reasonCode: ReasonCode;
  /** Values the reason names (the code, the phone, the IBAN, the name, the keyword). */
  reasonParams: Record<string, string>;
  /** The evidence in Turkish words, e.g. "Ödeme kodu 1042-7 açıklamada". */
  reason: string;
  /** Several residents fit (the same name): the manager picks one; never posted by itself. */
  candidates: Array<{ residentId: number; apartmentId: number | null; name: string }>;
}

/** Rows the services read from the database for the matcher (one account). */
export interface MatchData {
  flats: Array<{
    apartmentId: number;
    paymentCode: string;
    /** Who pays for the flat (the owner, or the tenant who pays): the collection's payer. */
    payerResidentId: number | null;
    /** Σ of the flat's open debts, kuruş. */
    openTotal: bigint;
  }>;
  residents: Array<{
    residentId: number;
    name: string;
    surname: string;
    /** 5XXXXXXXXX or null. */
    phone: string | null;
    apartmentIds: number[];
  }>;
  /** IBANs the manager confirmed before: a resident's or a supplier's. */
  knownIbans: Array<{ iban: string; residentId: number | null; supplierId: number | null }>;
  suppliers: Array<{ supplierId: number; name: string; iban: string | null; bankCode: string | null }>;
  /** The association's own bank accounts (not the one being matched). */
  ownAccounts: Array<{ cashAccountId: number; iban: string }>;
  /** Virman whose other leg has no bank line yet, to pair the two legs of one transfer. */
  openTransfers: Array<{
    transferId: number;
    date: string;
    amount: bigint;
    fromAccountId: number;
    toAccountId: number;
  }>;
  keywordRules: Array<{ words: string[]; kind: 'expense' | 'income'; accountingTypeId: number }>;
}

/** A cash movement recorded by hand, as level 0 compares it with a line: the same signed amount, a near date. */
export interface RecordedMovement {
  cashMovementId: number;
  date: string;
  /** Signed kuruş, as the line's: in > 0, out < 0. */
  amount: bigint;
  /** What the line is posted as, from the movement's kind (collection, income, expense, refund). */
  kind: PartKind;
  description: string | null;
  receiptNumber: number | null;
}
