import type { CurrentUser } from '../../../common/types';
import type { LoginAnswer } from '../../authProvider/signIn';
import type { ReadAnswer, Send, WriteAnswer, WriteResult } from '../send';
import { DASHBOARD_RANGE } from './dashboardRange';

/** What GET /info tells every visitor (before sign-in too). */
export interface AppInfo {
  demo: boolean;
  demo_phone: string | null;
  demo_password: string | null;
  support_phone: string;
}

export interface AdminLoginAnswer extends WriteAnswer {
  token: string;
  operator: { id: number; name: string };
}

export interface RegisterBody {
  phone: string;
  assoc_name: string;
  name: string;
  surname: string;
  email: string | null;
  password: string;
}

export interface ProfileBody {
  name: unknown;
  surname: unknown;
  email: unknown;
  national_id: unknown;
  assoc_name: unknown;
}

export interface AccountSettings {
  auto_payment_advance_payments: boolean;
  birth_day: boolean;
  birth_day_message_template: string | null;
  remin_debt: boolean;
  remind_debt_with_since_day: number;
  send_payment_message: boolean;
  payment_message_template: string | null;
  /** Money records dated on or before this day (DD.MM.YYYY) can no longer change; null: none closed. */
  books_closed_through?: string | null;
  /** Matching levels that post a bank line at import by themselves (docs/bank.md, "Matching"); default [1]. */
  bank_auto_levels?: number[];
  /** E-mail the receipt to the payer after each collection (docs/mail.md). */
  mail_receipts?: boolean;
  /** E-mail each resident their statement PDF on the 1st of the month (docs/mail.md). */
  mail_statements?: boolean;
}

export interface Licence {
  licence_end: string;
  days_left: number;
  is_expired: boolean;
  apartment_limit: number;
  apartment_count: number;
  sms_credits: number;
  /** The licence package last paid for; null on the trial. */
  package_name: string | null;
}

export interface Tutorial {
  step: number;
  is_completed: boolean;
  is_first: boolean;
}

/** A kind of ledger row (docs/accounting.md). */
export type MovementKind =
  | 'collection'
  | 'advance_deposit'
  | 'advance_withdraw'
  | 'payment_removed'
  | 'income'
  | 'expense'
  | 'transfer_out'
  | 'transfer_in'
  | 'staff_payment';

/** The dashboard's money figures (TL); docs/dashboard.md says what each one sums. */
export interface DashboardFinance {
  cash_total: number;
  month_collections: number;
  month_expenses: number;
  /** Of the live debts due in the range: their total, what is still open (and overdue), and what was paid. */
  due_debt: number;
  open_debt: number;
  overdue_debt: number;
  collected: number;
  /** Percent with one decimal; null when no debt was due in the range. */
  collection_rate: number | null;
  /** The last twelve months, oldest first; `month` is YYYY-MM, income = collections + incomes. */
  months: { month: string; collections: number; incomes: number; income: number; expense: number }[];
  debtors: {
    apartment_id: number;
    building_name: string;
    identifier: string;
    resident_id: number;
    resident_name: string;
    open: number;
  }[];
  movements: {
    id: number;
    date: string;
    kind: MovementKind;
    account: string;
    amount: number;
    description: string | null;
  }[];
}

export interface DashboardCounts {
  building_count: number;
  apartment_count: number;
  sub_user_count: number;
  sms_credits: number;
  licence_days_left: number;
  /** Only for users who may see the reports; null for the others. */
  finance: DashboardFinance | null;
}

/**
 * Sign-in, registration, the signed-in user's own account (profile, logo, settings, licence, sessions,
 * tutorial) and the dashboard's counts (the API section "Session and account"). Phones arrive without spaces.
 */
/** What the quick search finds besides pages: at most 5 of each kind. */
export interface QuickSearchAnswer {
  residents: { id: number; name: string; phone: string | null }[];
  flats: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
  receipts: { id: number; number: number; date: string; total: number; payer: string | null }[];
}

/** The owner's export of all data (built by a background job; server/routes/session/accountExport.ts). */
export interface AccountExport {
  id: number;
  status: 'queued' | 'running' | 'ready' | 'failed';
  requested_at: string;
  finished_at: string | null;
  file_name: string;
  size: number | null;
}

export const sessionMethods = (send: Send) => ({
  /** GET /search: the quick search's records, each kind only when the user may list it (issue 26). */
  quickSearch: (params: { q: string }) => send<QuickSearchAnswer>({ method: 'GET', url: '/search', params }),
  /** GET /account/export: the owner's newest export of all of the account's data, and its state. */
  accountExport: () => send<ReadAnswer<AccountExport | null>>({ method: 'GET', url: '/account/export' }),
  /** POST /account/export: starts the export job (or answers the one already waiting or running). */
  startAccountExport: () => send<WriteResult<AccountExport>>({ method: 'POST', url: '/account/export' }),
  /** GET /account/export/:id/file: a ready export's zip. */
  accountExportFile: ({ id }: { id: number }) =>
    send<Blob>({ method: 'GET', url: `/account/export/${id}/file`, responseType: 'blob' }),
  appInfo: () => send<ReadAnswer<AppInfo>>({ method: 'GET', url: '/info' }),
  adminLogin: (body: { phone: string; password: string }) =>
    send<AdminLoginAnswer>({ method: 'POST', url: '/login/user/admin', data: body }),
  sendRegisterCode: (params: { phone: string }) =>
    send<WriteAnswer>({ method: 'GET', url: '/register/send/code', params }),
  checkRegisterCode: (params: { phone: string; code: string }) =>
    send<WriteAnswer>({ method: 'GET', url: '/register/control/code', params }),
  register: (body: RegisterBody) => send<LoginAnswer>({ method: 'POST', url: '/register', data: body }),
  sendPasswordCode: (body: { phone: string }) =>
    send<WriteAnswer>({ method: 'POST', url: '/lost/password', data: body }),
  renewPassword: (body: { phone: string; new_password: string; code: string }) =>
    send<WriteAnswer>({ method: 'POST', url: '/renew/password', data: body }),
  passwordChangedAt: () =>
    send<ReadAnswer<{ password_changed_at: string | null }>>({ method: 'GET', url: '/change/password' }),
  changePassword: (body: { old_password: unknown; new_password: unknown }) =>
    send<LoginAnswer>({ method: 'PUT', url: '/change/password', data: body }),
  me: () => send<ReadAnswer<CurrentUser>>({ method: 'GET', url: '/me' }),
  saveProfile: (body: ProfileBody) =>
    send<WriteResult<CurrentUser>>({ method: 'PUT', url: '/user', data: body }),
  /** PUT /logo with the image as multipart `logo`. */
  uploadLogo: ({ logo }: { logo: File }) => {
    const body = new FormData();
    body.append('logo', logo);
    return send<WriteResult<{ logo: string | null }>>({ method: 'PUT', url: '/logo', data: body });
  },
  removeLogo: () => send<WriteResult<{ logo: string | null }>>({ method: 'DELETE', url: '/logo' }),
  accountSettings: () => send<ReadAnswer<AccountSettings>>({ method: 'GET', url: '/settings' }),
  saveAccountSettings: (body: AccountSettings) =>
    send<WriteResult<AccountSettings>>({ method: 'PUT', url: '/settings', data: body }),
  /** GET /licance (sic, the API's spelling). */
  licence: () => send<ReadAnswer<Licence>>({ method: 'GET', url: '/licance' }),
  requestSessionReset: () => send<WriteAnswer>({ method: 'GET', url: '/reset/request' }),
  resetSessions: (params: { code: string }) => send<WriteAnswer>({ method: 'GET', url: '/reset', params }),
  tutorial: () => send<ReadAnswer<Tutorial>>({ method: 'GET', url: '/tutorial' }),
  saveTutorial: (body: Tutorial) =>
    send<{ description?: string; data: Tutorial }>({ method: 'PUT', url: '/tutorial', data: body }),
  dashboard: () =>
    send<ReadAnswer<DashboardCounts>>({ method: 'GET', url: '/dashboard', params: DASHBOARD_RANGE }),
});
