/** The money routes' answers as the screens read them. */

/** A debt as the money routes answer it (server/schemas/money.ts DebtRowSchema). */
export interface DebtRow {
  id: number;
  apartment_id: number;
  building_name: string;
  identifier: string;
  resident_id: number;
  resident_name: string;
  accounting_type_id: number;
  accounting_type: string;
  amount: number;
  paid: number;
  remaining: number;
  /** DD.MM.YYYY */
  due_date: string;
  description: string;
  multi_debt_id: number | null;
  is_interest: boolean;
  interest: number | null;
  responsible: 'owner' | 'tenant';
  status: 'paid' | 'unpaid' | 'partial';
}

export interface DebtTotals {
  amount: number;
  paid: number;
  remaining: number;
}

/** A payment of a debt (moneySchemas.ts PaymentRowSchema). */
export interface PaymentRow {
  id: number;
  debt_id: number;
  debt_description: string;
  debt_due_date: string;
  apartment_id: number;
  resident_id: number;
  resident_name: string;
  account_id: number | null;
  account: string | null;
  accounting_type_id: number;
  accounting_type: string;
  amount: number;
  date: string;
  description: string | null;
  source: 'collection' | 'advance';
  receipt_id: number | null;
  receipt_number: number | null;
}

export interface CashAccount {
  id: number;
  name: string;
  balance: number;
  /** The account it is a sub-account of (one level), and that account's name. */
  parent_id?: number | null;
  parent?: string | null;
  /** Kasa, bank or virtual POS (docs/bank.md, "Accounts"); statements go to bank accounts only. */
  type?: 'cash' | 'bank' | 'pos';
  iban?: string | null;
}

export interface IncomeType {
  id: number;
  name: string;
}

/** The answer of a collection (POST /payment/debt and /payment/debts without preview). */
export interface CollectionResult {
  receipt_id: number;
  receipt_number: number;
  amount: number;
  allocations: { debt_id: number; amount: number; remaining: number }[];
  to_advance: number;
  remaining: number;
}

/** One apartment's debt of a debt entry (server EntryRow). */
export interface EntryRow {
  apartment_id: number;
  building_name: string;
  identifier: string;
  resident_id: number;
  resident_name: string;
  amount: number;
  debt_id: number | null;
  paid_from_advance: number;
}

export interface SkippedApartment {
  apartment_id: number;
  building_name: string;
  identifier: string;
  reason: string;
}

/** The answer of a debt entry call, preview or saved. */
export interface EntryAnswer {
  description: string;
  data: {
    multi_debt_id: number | null;
    rule: string;
    rows: EntryRow[];
    total: number;
    skipped: SkippedApartment[];
  };
}
