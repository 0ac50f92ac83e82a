import { useLocaleState } from 'react-admin';
import { auditTableNames } from '../../../common/auditTables';
import type { Catalogue } from '../../i18n/catalogue';
import * as multiDebts from '../../resources/multi-debts/messages';
import { auditFieldLabels } from './auditFields';

/**
 * What the system logs name, in both languages: the audited tables, their fields (./auditFields.ts) and the words a
 * few fields hold (`values.<field>.<word>`; a field with the same name in several tables holds the words of all of
 * them, each word meaning one thing wherever it appears). Not in the i18n catalogues: read by the page, they load
 * with its chunk instead of with every first screen (docs/decisions.md, "The system logs' names load with the page").
 */
export const en = {
  values: {
    kind: {
      collection: 'Collection',
      advance_deposit: 'Advance paid in',
      advance_withdraw: 'Advance paid back',
      payment_removed: 'Collection taken back',
      income: 'Income',
      expense: 'Expense',
      transfer_out: 'Transfer out',
      transfer_in: 'Transfer in',
      staff_payment: 'Staff payment',
      wage: 'Wage',
      advance: 'Advance',
      bonus: 'Bonus',
      other: 'Other',
      deposit: 'Deposit',
      surplus: 'Overpayment',
      debt_payment: 'Debt paid',
      withdraw: 'Paid back',
      from_deleted_debt: 'From a deleted debt',
      supplier_payment: 'Supplier payment',
      transfer: 'Transfer between accounts',
      refund: 'Refund',
      apartments: 'Apartments',
      residents: 'Residents',
      debts: 'Debts',
      licence: 'Licence',
      sms: 'SMS',
    },
    responsible: { owner: 'Owner', tenant: 'Tenant' },
    source: {
      collection: 'Collection',
      advance: 'Advance',
      entry: 'Entry',
      import: 'Excel import',
      dues_job: 'Dues job',
    },
    role: {
      main: 'Account owner',
      sub: 'Sub-user',
      doorman: 'Doorman',
      cleaner: 'Cleaner',
      gardener: 'Gardener',
      security: 'Security',
      technician: 'Technician',
      manager: 'Manager',
      other: 'Other',
    },
    gender: { male: 'Male', female: 'Female' },
    mode: { daily: 'Daily', monthly: 'Monthly' },
    settledAs: { advance: 'To the advance', removed: 'Taken out of the account', undone: 'Undone' },
    status: {
      pending: 'Awaited',
      paid: 'Paid',
      failed: 'Failed',
      refunded: 'Refunded',
      suggested: 'Suggested',
      unmatched: 'Unmatched',
      posted: 'Posted',
      ignored: 'Ignored',
      awaiting_payment: 'Awaiting payment',
      cancelled: 'Cancelled',
    },
    type: { cash: 'Cash', bank: 'Bank', pos: 'Virtual POS' },
    weighting: { head: 'Per head', land: 'By land share' },
    who: { owners: 'Owners', tenants: 'Tenants', both: 'Owners and tenants' },
    format: { excel: 'Excel', csv: 'CSV', mt940: 'MT940', camt053: 'camt.053' },
    commissionPayer: { association: 'The association', resident: 'The resident' },
    provider: { paytr: 'PayTR', iyzico: 'iyzico', test: 'Test bank (no real money)' },
    rule: multiDebts.en.app.multi_debts.rules,
    sessions: { reset: 'All signed out' },
    jobType: { 0: 'Monthly' },
    passive: { 0: 'Hidden from residents', 1: 'Shown to residents' },
  },
  tables: auditTableNames('en'),
  fields: auditFieldLabels('en'),
};

export const tr = {
  values: {
    kind: {
      collection: 'Tahsilat',
      advance_deposit: 'Avans yatırma',
      advance_withdraw: 'Avans iadesi',
      payment_removed: 'Tahsilat iadesi',
      income: 'Gelir',
      expense: 'Gider',
      transfer_out: 'Virman çıkışı',
      transfer_in: 'Virman girişi',
      staff_payment: 'Personel ödemesi',
      wage: 'Maaş',
      advance: 'Avans',
      bonus: 'Prim / ikramiye',
      other: 'Diğer',
      deposit: 'Yatırma',
      surplus: 'Fazla ödeme',
      debt_payment: 'Borç ödemesi',
      withdraw: 'İade',
      from_deleted_debt: 'Silinen borçtan',
      supplier_payment: 'Tedarikçi ödemesi',
      transfer: 'Hesaplar arası virman',
      refund: 'İade',
      apartments: 'Daireler',
      residents: 'Sakinler',
      debts: 'Borçlar',
      licence: 'Lisans',
      sms: 'SMS',
    },
    responsible: { owner: 'Ev sahibi', tenant: 'Kiracı' },
    source: {
      collection: 'Tahsilat',
      advance: 'Avans',
      entry: 'Giriş',
      import: 'Excel aktarımı',
      dues_job: 'Aidat görevi',
    },
    role: {
      main: 'Hesap sahibi',
      sub: 'Alt kullanıcı',
      doorman: 'Kapıcı',
      cleaner: 'Temizlik görevlisi',
      gardener: 'Bahçıvan',
      security: 'Güvenlik',
      technician: 'Teknisyen',
      manager: 'Site yöneticisi',
      other: 'Diğer',
    },
    gender: { male: 'Erkek', female: 'Kadın' },
    mode: { daily: 'Günlük', monthly: 'Aylık' },
    settledAs: { advance: 'Avansa aktarıldı', removed: 'Kasadan çıkarıldı', undone: 'Geri alındı' },
    status: {
      pending: 'Bekleniyor',
      paid: 'Ödendi',
      failed: 'Başarısız',
      refunded: 'İade edildi',
      suggested: 'Önerilen',
      unmatched: 'Eşleşmeyen',
      posted: 'İşlenen',
      ignored: 'Yok sayılan',
      awaiting_payment: 'Ödeme bekleniyor',
      cancelled: 'İptal edildi',
    },
    type: { cash: 'Kasa', bank: 'Banka', pos: 'Sanal POS' },
    weighting: { head: 'Kişi başı', land: 'Arsa payına göre' },
    who: { owners: 'Ev sahipleri', tenants: 'Kiracılar', both: 'Ev sahipleri ve kiracılar' },
    format: { excel: 'Excel', csv: 'CSV', mt940: 'MT940', camt053: 'camt.053' },
    commissionPayer: { association: 'Site yönetimi', resident: 'Sakin' },
    provider: { paytr: 'PayTR', iyzico: 'iyzico', test: 'Test bankası (gerçek para yok)' },
    rule: multiDebts.tr.app.multi_debts.rules,
    sessions: { reset: 'Tüm oturumlar kapatıldı' },
    jobType: { 0: 'Aylık' },
    passive: { 0: 'Sakinlere gösterilmiyor', 1: 'Sakinlere gösteriliyor' },
  },
  tables: auditTableNames('tr'),
  fields: auditFieldLabels('tr'),
} satisfies Catalogue<typeof en>;

export type AuditNames = typeof en;

/** The names in the language the user reads. */
export function useAuditNames(): AuditNames {
  const [locale] = useLocaleState();
  return locale === 'en' ? en : tr;
}

/** A table's name, or the table as it is when the catalogue has none. */
export const tableName = (names: AuditNames, table: string) =>
  (names.tables as Record<string, string>)[table] ?? table;

/** A field's label, or the field as it is when the catalogue has none. */
export const fieldLabel = (names: AuditNames, field: string) =>
  (names.fields as Record<string, string>)[field] ?? field;
