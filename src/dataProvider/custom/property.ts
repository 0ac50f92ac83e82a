import type { LoginAnswer } from '../../authProvider/signIn';
import type { ListAnswer } from '../apiMapping';
import type { ListWithTotals, PageArgs, Send, WriteAnswer } from '../send';
import type { GroupChoice } from './lookups';
import type { DebtRow, DebtTotals, PaymentRow } from './moneyAnswers';

/** The apartment as GET /apartment answers it. */
export interface Apartment {
  id: number;
  building_id: number;
  building_name: string;
  group_id: number | null;
  group_name: string | null;
  identifier: string;
  area: number | null;
  land: number | null;
  /** Ödeme kodu, `1042-1`: the flat's number for bank transfers (docs/bank.md, "Accounts"). */
  payment_code?: string | null;
}

/** A person's link to an apartment, as GET /resident/apartment answers it. */
export interface ResidentLink {
  id: number;
  apartment_id: number;
  resident_id: number;
  name: string;
  surname: string;
  phone: string | null;
  /** 1 owner, 2 tenant, 3 stock holder */
  type: number;
  type_name: string;
  percent: number | null;
  move_in: string;
  move_out: string | null;
}

export interface StockHolder {
  stock_holder_id: number;
  name: string;
  surname: string;
  phone: string | null;
  /** Percent, two decimals; 0 until the shares are set. */
  percent: number;
}

export interface StockHoldersAnswer {
  Records: StockHolder[];
  TotalRecords: number;
  AdditionalData: { total_percent: number };
}

/** An apartment and its building: what every stock holder call names. */
export type ApartmentRef = { apartment_id: number; building_id: number };

/** A debt or dues group for pickers (GET /groups/all) and a flat's debt groups (GET /debt/groups). */

export interface Exemption {
  id: number;
  apartment_id: number;
  accounting_type_id: number;
  accounting_type_name: string;
  /** AA.YYYY; null: no start or no end. */
  starts_on?: string | null;
  ends_on?: string | null;
}

/** A row of the exemptions page (GET /debt/exemptions): the flat, who is in it now, the type and its months. */
export interface ExemptionRow extends Exemption {
  building_id: number;
  building_name: string;
  identifier: string;
  owner_name: string | null;
  tenant_name: string | null;
  /** ISO instant. */
  created_at: string;
}

/** The page's filters; a month is AA.YYYY. */
export type ExemptionFilters = {
  building_id?: number;
  apartment_id?: number;
  group_id?: number;
  accounting_type_id?: number;
  starts_on?: string;
  ends_on?: string;
};

/** Several flats (or every flat of a building) exempted together, for an optional span of months. */
export interface BulkExemption {
  apartment_ids?: number[];
  building_id?: number | null;
  accounting_type_id: number;
  starts_on?: string | null;
  ends_on?: string | null;
}

/** A resident found by name (GET /resident/main?key). */

/** What POST and PUT /resident/parent take besides the ids. */
export interface RelativeFields {
  name: string;
  surname: string;
  /** T.C. Kimlik No as an integer */
  national_id: number | null;
  phone: string | null;
  relation: string | null;
  lives_in: boolean;
}

/** A relative as GET /resident/parents answers it. */
export interface Relative extends RelativeFields {
  id: number;
  resident_id: number;
}

/** One movement of a resident's advance (GET /advance/payments?resident_id). */
export interface AdvanceMovement {
  id: number;
  resident_id: number;
  kind: string;
  kind_name: string;
  /** Signed: positive adds to the advance. */
  amount: number;
  date: string;
  description: string | null;
  account_id: number | null;
  account: string | null;
  debt_id: number | null;
  debt_description: string | null;
  editable: boolean;
}

/** Amount, date and note of an advance movement. */
export interface AdvanceFields {
  amount: number;
  date: string;
  description: string | null;
}

/** The totals of a flat's statement also name the association, the title and the date of the printout. */
export interface StatementTotals extends DebtTotals {
  assoc_name?: string;
  title?: string;
  date?: string;
}

/** A debt batch as GET /multi/debts lists it (server BatchSchema). */
export interface Batch {
  id: number;
  rule: string;
  /** The rule in Turkish ("Arsa payına göre"). */
  rule_name: string;
  accounting_type_id: number;
  accounting_type: string;
  due_date: string;
  description: string;
  is_interest: boolean;
  responsible: 'owner' | 'tenant';
  /** entry, import or dues_job */
  source: string;
  dues_job_id: number | null;
  period: string | null;
  debt_count: number;
  total: number;
  paid: number;
  remaining: number;
  created_at: string;
}

export type BatchAnswer = ListWithTotals<DebtRow, DebtTotals & { multi_debt: Batch }>;

/** The answer of a delete of debts (one debt or a batch). */
export type DeletionAnswer = WriteAnswer<{
  id: number;
  debt_count: number;
  to_advance: number;
  removed: number;
}>;

/** What becomes of the collections of deleted debts: the flags of docs/domain.md, "Deleting debts and batches". */
export interface DebtBatchDelete {
  id: number;
  set_advance_payment: boolean;
  is_payment_delete: boolean;
}

export interface DebtDelete {
  id: number;
  resident_id: number | null;
  set_advance_payment: boolean;
}

export type DebtJobRun = WriteAnswer<{
  created: boolean;
  period: string;
  debt_count: number;
  total: number;
  skipped: unknown[];
}>;

/** Items of a select (id, name). */
export interface Choice {
  id: number;
  name: string;
}

/**
 * Buildings, apartments and residents, their definitions, the debts list and dues jobs, sub-users and branches
 * (the API sections "Buildings, apartments, residents" and "Definitions"): the calls of the resource pages that are not
 * plain CRUD.
 */
export const propertyMethods = (send: Send) => ({
  // Apartment detail: owners and tenants.
  apartmentOccupants: (args: { apartment_id: number; type?: number; all?: boolean } & PageArgs) =>
    send<ListAnswer<ResidentLink>>({ method: 'GET', url: '/resident/apartment', params: args }),
  addOccupant: (body: { apartment_id: number; resident_id: number; type: number; move_in: string }) =>
    send<WriteAnswer<unknown>>({ method: 'POST', url: '/resident/apartment', data: body }),
  moveOutOccupant: (body: { apartment_id: number; resident_id: number; type: number; move_out: string }) =>
    send<WriteAnswer<unknown>>({ method: 'DELETE', url: '/resident/apartment', data: body }),

  // Apartment detail: stock holders and their shares; every write answers the holders as they are now.
  stockHolders: (ref: ApartmentRef) =>
    send<StockHoldersAnswer>({ method: 'GET', url: '/stock/holders', params: ref }),
  addStockHolder: (body: ApartmentRef & { type: 3; name: string; surname: string; phone: string | null }) =>
    send<WriteAnswer<StockHoldersAnswer>>({ method: 'POST', url: '/stock/holder', data: body }),
  addStockHolderResident: (body: ApartmentRef & { resident_id: number }) =>
    send<WriteAnswer<StockHoldersAnswer>>({ method: 'POST', url: '/stock/holder/by/resident', data: body }),
  saveStockHolderShares: (
    body: ApartmentRef & { stock_holders: { stock_holder_id: number; percent: number }[] },
  ) => send<WriteAnswer<StockHoldersAnswer>>({ method: 'PUT', url: '/stock/holder/percent', data: body }),
  removeStockHolder: (body: { apartment_id: number; stock_holder_id: number }) =>
    send<WriteAnswer<unknown>>({ method: 'DELETE', url: '/stock/holder', data: body }),

  // Apartment detail: debt groups and exemptions.
  apartmentDebtGroups: (params: { apartment_id: number }) =>
    send<ListAnswer<GroupChoice>>({ method: 'GET', url: '/debt/groups', params }),
  addApartmentDebtGroup: (body: { apartment_id: number; group_id: number }) =>
    send<WriteAnswer<GroupChoice[]>>({ method: 'POST', url: '/debt/group', data: body }),
  removeApartmentDebtGroup: (body: { apartment_id: number; group_id: number }) =>
    send<WriteAnswer<GroupChoice[]>>({ method: 'DELETE', url: '/debt/group', data: body }),
  apartmentExemptions: (params: { apartment_id: number }) =>
    send<ListAnswer<Exemption>>({ method: 'GET', url: '/debt/exemptions/apartment', params }),
  addExemption: (body: { apartment_id: number; accounting_type_id: number }) =>
    send<WriteAnswer<Exemption>>({ method: 'POST', url: '/debt/exemption', data: body }),
  removeExemption: (body: { id: number }) =>
    send<WriteAnswer<unknown>>({ method: 'DELETE', url: '/debt/exemption', data: body }),
  // The exemptions page: every exemption of the account, added and removed several at a time.
  exemptionsList: (params: ExemptionFilters & PageArgs) =>
    send<ListWithTotals<ExemptionRow, undefined>>({ method: 'GET', url: '/debt/exemptions', params }),
  addExemptions: (body: BulkExemption) =>
    send<WriteAnswer<{ created: number; skipped: number }>>({
      method: 'POST',
      url: '/debt/exemptions',
      data: body,
    }),
  removeExemptions: (body: { ids: number[] }) =>
    send<WriteAnswer<unknown>>({ method: 'DELETE', url: '/debt/exemptions', data: body }),

  // Apartment detail: debts, collections and the printable statement.
  apartmentDebts: (params: { apartment_id: number } & PageArgs) =>
    send<ListWithTotals<DebtRow, DebtTotals>>({ method: 'GET', url: '/apartment/debts', params }),
  apartmentStatement: ({ apartment_id }: { apartment_id: number }) =>
    send<ListWithTotals<DebtRow, StatementTotals>>({
      method: 'GET',
      url: '/apartment/debts',
      params: { apartment_id, is_print: true },
    }),
  apartmentPayments: (params: { apartment_id: number } & PageArgs) =>
    send<ListWithTotals<PaymentRow, { amount: number }>>({
      method: 'GET',
      url: '/apartment/debt/payments',
      params,
    }),

  // Pickers.
  /** Every building (id, name) of the account. */
  buildingChoices: () => send<ListAnswer<Choice>>({ method: 'POST', url: '/buildings', data: { all: true } }),

  // Resident detail: relatives, advance, debts.
  residentRelatives: (params: { resident_id: number }) =>
    send<ListAnswer<Relative>>({ method: 'GET', url: '/resident/parents', params }),
  addRelative: (body: { resident_id: number } & RelativeFields) =>
    send<WriteAnswer<Relative>>({ method: 'POST', url: '/resident/parent', data: body }),
  updateRelative: (body: { id: number; resident_id: number } & RelativeFields) =>
    send<WriteAnswer<Relative>>({ method: 'PUT', url: '/resident/parent', data: body }),
  deleteRelative: (body: { id: number }) =>
    send<WriteAnswer<unknown>>({ method: 'DELETE', url: '/resident/parent', data: body }),
  advanceMovements: (params: { resident_id: number } & PageArgs) =>
    send<ListWithTotals<AdvanceMovement, { balance: number }>>({
      method: 'GET',
      url: '/advance/payments',
      params,
    }),
  depositAdvance: (body: { resident_id: number; account_id: number } & AdvanceFields) =>
    send<WriteAnswer<unknown>>({ method: 'POST', url: '/advance/payments', data: body, idempotent: true }),
  withdrawAdvance: (body: { resident_id: number; account_id: number } & AdvanceFields) =>
    send<WriteAnswer<unknown>>({
      method: 'POST',
      url: '/advance/payments/withdraw/money',
      data: body,
      idempotent: true,
    }),
  updateAdvance: (body: { id: number } & AdvanceFields) =>
    send<WriteAnswer<unknown>>({ method: 'PUT', url: '/advance/payments', data: body, idempotent: true }),
  deleteAdvance: (body: { id: number }) =>
    send<WriteAnswer<unknown>>({ method: 'DELETE', url: '/advance/payments', data: body, idempotent: true }),
  residentDebts: (params: { resident_id: number } & PageArgs) =>
    send<ListWithTotals<DebtRow, DebtTotals & { advance_balance: number }>>({
      method: 'GET',
      url: '/resident/debts',
      params,
    }),

  // Debts: a batch and its debts, deleting debts, running a dues job now.
  debtBatch: (params: { id: number } & PageArgs) =>
    send<BatchAnswer>({ method: 'GET', url: '/multi/debt', params }),
  deleteDebtBatch: (body: DebtBatchDelete) =>
    send<DeletionAnswer>({ method: 'DELETE', url: '/multi/debt', data: body, idempotent: true }),
  deleteDebt: (body: DebtDelete) =>
    send<DeletionAnswer>({ method: 'DELETE', url: '/delete/debt/single', data: body, idempotent: true }),
  runDebtJob: (body: { id: number; period: string }) =>
    send<DebtJobRun>({ method: 'POST', url: '/debt/job/run', data: body, idempotent: true }),

  // Branches: the SMS code that opens one, and switching into one (0 = the main account).
  requestBranchCode: (body: { purpose: 'create' }) =>
    send<{ description?: string }>({ method: 'POST', url: '/branch/request', data: body }),
  switchBranch: ({ branch_id }: { branch_id: number }) =>
    // An empty JSON body, not null: axios labels a null body form-urlencoded, which the API refuses (415).
    send<LoginAnswer>({ method: 'POST', url: '/login/branch', params: { branch_id }, data: {} }),
});
