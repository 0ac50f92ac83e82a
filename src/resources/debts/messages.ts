import type { Catalogue } from '../../i18n/catalogue';

/** The debts resource's texts: its labels (`resources.debts.*`) and its own texts (`app.debts.*`, `app.debt_delete.*`). */
export const en = {
  resources: {
    debts: {
      name: 'Debt |||| All debts',
      forcedCaseName: 'debt |||| debts',
      fields: {
        building_name: 'Block',
        identifier: 'Flat',
        resident_name: 'Responsible',
        accounting_type: 'Type',
        description: 'Description',
        due_date: 'Due date',
        amount: 'Amount',
        paid: 'Paid',
        remaining: 'Remaining',
        status: 'Status',
        building_id: 'Block',
        apartment_id: 'Apartment',
        resident_id: 'Resident',
        accounting_type_id: 'Debt type',
        start_date: 'Due from',
        end_date: 'Due until',
      },
    },
  },
  app: {
    debts: {
      totals: 'Totals of the listed debts',
      total_amount: 'Total debt',
      total_paid: 'Paid',
      total_remaining: 'Remaining',
    },
    debt_delete: {
      delete_named: 'Delete %{name}',
      title_batch: 'Delete the batch: %{name}',
      title_debt: 'Delete the debt: %{name}',
      explain_batch: 'The debts of this batch (%{smart_count}) are deleted.',
      explain_debt: 'The debt is deleted; it stays in the history.',
      paid_note: '%{amount} has been collected on it. Choose what happens to the collections.',
      no_payments: 'Nothing has been collected on it yet.',
      choice: 'Collections',
      to_advance: 'Move the collections to advance',
      to_advance_explain: 'The money stays in the cash account and is added to the payers’ advance balance.',
      remove: 'Delete the collections too',
      remove_explain:
        'The collections are deleted as well and their amounts are taken out of the cash accounts.',
      confirm: 'Delete',
    },
  },
};

export const tr = {
  resources: {
    debts: {
      name: 'Borç |||| Tüm borçlar',
      forcedCaseName: 'borç',
      fields: {
        building_name: 'Blok',
        identifier: 'Daire',
        resident_name: 'Sorumlu',
        accounting_type: 'Tür',
        description: 'Açıklama',
        due_date: 'Son ödeme',
        amount: 'Tutar',
        paid: 'Ödenen',
        remaining: 'Kalan',
        status: 'Durum',
        building_id: 'Blok',
        apartment_id: 'Daire',
        resident_id: 'Sakin',
        accounting_type_id: 'Borç türü',
        start_date: 'Vade başlangıcı',
        end_date: 'Vade bitişi',
      },
    },
  },
  app: {
    debts: {
      totals: 'Listelenen borçların toplamı',
      total_amount: 'Toplam borç',
      total_paid: 'Ödenen',
      total_remaining: 'Kalan',
    },
    debt_delete: {
      delete_named: 'Sil: %{name}',
      title_batch: 'Toplu borcu sil: %{name}',
      title_debt: 'Borcu sil: %{name}',
      explain_batch: 'Bu toplu borçla yazılan %{smart_count} borç silinir.',
      explain_debt: 'Borç silinir; geçmiş kayıtlarda görünmeye devam eder.',
      paid_note: 'Bu borçlara %{amount} tahsilat yapılmış. Tahsilatlara ne olacağını seçiniz.',
      no_payments: 'Bu borçlara henüz tahsilat yapılmamış.',
      choice: 'Tahsilatlar',
      to_advance: 'Tahsilatları avansa aktar',
      to_advance_explain: 'Para kasada kalır ve ödeyen sakinlerin avans bakiyesine eklenir.',
      remove: 'Tahsilatları da sil',
      remove_explain: 'Tahsilatlar da silinir ve tutarları kasalardan düşülür.',
      confirm: 'Sil',
    },
  },
} satisfies Catalogue<typeof en>;
