/**
 * The one catalogue of the tables the audit log names (`audit_log.table_name`), in Turkish and in English: the
 * system logs' filter and entries and the platform operators' log show these names, never the table's own.
 * `AuditEntry.table` (server/services/audit.ts) takes only these names, so a table cannot get audit rows without
 * its names (tests/unit/auditTables.test.ts checks the tables named at run time).
 */
export const AUDIT_TABLES = {
  accounts: { tr: 'Hesap', en: 'Account' },
  users: { tr: 'Kullanıcılar', en: 'Users' },
  operators: { tr: 'Platform operatörleri', en: 'Platform operators' },
  support_requests: { tr: 'Destek talepleri', en: 'Support requests' },
  support_sessions: {
    tr: 'Platform desteğinin hesaba girişleri (salt okunur)',
    en: 'Support sign-ins by the platform (read-only)',
  },
  one_time_codes: { tr: 'Tek kullanımlık kodlar', en: 'One-time codes' },
  refresh_tokens: { tr: 'Oturumlar', en: 'Sessions' },
  settings: { tr: 'Ayarlar', en: 'Settings' },
  books_closed: { tr: 'Kapatılmış defterlerin yeniden açılması', en: 'Closed books reopened' },
  tutorials: { tr: 'İlk adımlar', en: 'First steps' },
  sms_messages: { tr: 'SMS mesajları', en: 'SMS messages' },
  buildings: { tr: 'Binalar', en: 'Buildings' },
  accounting_types: { tr: 'Gelir ve gider türleri', en: 'Income and expense types' },
  groups: { tr: 'Borç ve aidat grupları', en: 'Debt and dues groups' },
  apartments: { tr: 'Daireler', en: 'Apartments' },
  residents: { tr: 'Sakinler', en: 'Residents' },
  apartment_residents: { tr: 'Daire sakinleri', en: 'Apartment occupants' },
  resident_parents: { tr: 'Yakınlar', en: 'Relatives' },
  resident_links: { tr: 'Kişisel sayfa bağlantıları', en: 'Personal page links' },
  non_members: { tr: 'Üye olmayanlar', en: 'Non-members' },
  apartment_debt_groups: { tr: 'Dairelerin borç grupları', en: 'Apartments’ debt groups' },
  debt_exemptions: { tr: 'Muafiyetler', en: 'Exemptions' },
  imports: { tr: 'Excel aktarımları', en: 'Excel imports' },
  cash_accounts: { tr: 'Kasa ve banka hesapları', en: 'Cash and bank accounts' },
  debt_batches: { tr: 'Toplu borç girişleri', en: 'Bulk debt entries' },
  debts: { tr: 'Borçlar', en: 'Debts' },
  receipts: { tr: 'Makbuzlar', en: 'Receipts' },
  cash_movements: { tr: 'Kasa hareketleri', en: 'Cash movements' },
  payments: { tr: 'Tahsilatlar', en: 'Collections' },
  advance_movements: { tr: 'Avans hareketleri', en: 'Advance movements' },
  interest_settings: { tr: 'Gecikme tazminatı ayarları', en: 'Late-payment compensation settings' },
  debt_jobs: { tr: 'Aidat görevleri', en: 'Dues jobs' },
  debt_job_runs: { tr: 'Aidat görevi çalışmaları', en: 'Dues job runs' },
  current_accounts: { tr: 'Cari hesaplar', en: 'Current accounts' },
  current_records: { tr: 'Cari kayıtlar', en: 'Current account records' },
  incomes: { tr: 'Gelirler', en: 'Incomes' },
  expenses: { tr: 'Giderler', en: 'Expenses' },
  transfers: { tr: 'Virmanlar', en: 'Transfers' },
  staff_payments: { tr: 'Personel ödemeleri', en: 'Staff payments' },
  bank_statements: { tr: 'Banka hesap özetleri', en: 'Bank statements' },
  bank_lines: { tr: 'Banka hareketleri', en: 'Bank movements' },
  bank_line_parts: { tr: 'Banka hareketlerinin kayıtları', en: 'What bank movements recorded' },
  bank_known_ibans: { tr: 'Onaylanmış IBAN’lar', en: 'Confirmed IBANs' },
  online_payment_settings: { tr: 'Online ödeme ayarları', en: 'Online payment settings' },
  online_payments: { tr: 'Online ödemeler', en: 'Online payments' },
  staff: { tr: 'Personel', en: 'Staff' },
  leave_types: { tr: 'Personel izin türleri', en: 'Leave types' },
  vacations: { tr: 'İzinler', en: 'Leave' },
  orders: { tr: 'Siparişler', en: 'Orders' },
  packages: { tr: 'Paketler', en: 'Packages' },
  budgets: { tr: 'İşletme projesi', en: 'Budget' },
  todos: { tr: 'Yapılacaklar', en: 'To-do' },
  guests: { tr: 'Ziyaretçiler', en: 'Guests' },
  announcements: { tr: 'Duyurular', en: 'Announcements' },
  documents: { tr: 'Belgeler', en: 'Documents' },
  sms_jobs: { tr: 'SMS gönderimleri', en: 'SMS sends' },
  sms_templates: { tr: 'SMS şablonları', en: 'SMS templates' },
  reminder_rules: { tr: 'Hatırlatma kuralları', en: 'Reminder rules' },
  surveys: { tr: 'Anketler', en: 'Polls' },
  survey_options: { tr: 'Anket seçenekleri', en: 'Poll options' },
  survey_votes: { tr: 'Anket oyları', en: 'Poll votes' },
} as const satisfies Record<string, { tr: string; en: string }>;

export type AuditedTable = keyof typeof AUDIT_TABLES;

export const isAuditedTable = (name: string): name is AuditedTable => Object.hasOwn(AUDIT_TABLES, name);

/** The table's name in the language (Turkish unless English); an unknown name is shown as it is stored. */
export const auditTableName = (name: string, locale: string | undefined): string =>
  isAuditedTable(name) ? AUDIT_TABLES[name][locale === 'en' ? 'en' : 'tr'] : name;

/** Every table's name in one language, keyed by the table: the `app.system_logs.tables` catalogue. */
export const auditTableNames = (locale: 'tr' | 'en'): Record<AuditedTable, string> =>
  Object.fromEntries(Object.entries(AUDIT_TABLES).map(([name, names]) => [name, names[locale]])) as Record<
    AuditedTable,
    string
  >;
