import type { Catalogue } from '../../i18n/catalogue';

/**
 * The incomes resource's texts (`resources.incomes.*`, `app.incomes.*`) and the words every ledger list shares
 * (`app.ledger.*`: incomes, expenses and virman use the same filters and total).
 */
export const en = {
  resources: {
    incomes: {
      name: 'Income |||| Incomes',
      forcedCaseName: 'income |||| incomes',
      fields: {
        amount: 'Amount',
        account: 'Account',
        account_id: 'Account',
        accounting_type: 'Income type',
        accounting_type_id: 'Income type',
        date: 'Date',
        description: 'Description',
        payer: 'Paid by',
        payer_kind: 'Paid by',
        resident_id: 'Resident',
        non_member_id: 'Non-member',
        payer_name: 'Name of the payer',
      },
    },
  },
  app: {
    incomes: {
      payer_none: 'Nobody in particular',
      payer_resident: 'A resident',
      payer_non_member: 'A non-member',
      payer_text: 'Someone else',
    },
    ledger: {
      start_date: 'From',
      end_date: 'To',
      account: 'Account',
      type: 'Type',
      total: 'Total of the records found',
      negative:
        'The balance of %{account} goes below zero with this record: %{before} now, %{after} after saving.',
      negative_confirm: 'Save even though the account goes below zero',
      negative_required:
        'Tick the box to save although the account goes below zero, or change the amount or the account.',
    },
  },
};

export const tr = {
  resources: {
    incomes: {
      name: 'Gelir |||| Gelirler',
      forcedCaseName: 'gelir',
      fields: {
        amount: 'Tutar',
        account: 'Kasa',
        account_id: 'Kasa',
        accounting_type: 'Gelir türü',
        accounting_type_id: 'Gelir türü',
        date: 'Tarih',
        description: 'Açıklama',
        payer: 'Ödeyen',
        payer_kind: 'Ödeyen',
        resident_id: 'Sakin',
        non_member_id: 'Üye olmayan',
        payer_name: 'Ödeyenin adı',
      },
    },
  },
  app: {
    incomes: {
      payer_none: 'Belirtilmemiş',
      payer_resident: 'Sakin',
      payer_non_member: 'Üye olmayan',
      payer_text: 'Başka biri',
    },
    ledger: {
      start_date: 'Başlangıç',
      end_date: 'Bitiş',
      account: 'Kasa',
      type: 'Tür',
      total: 'Bulunan kayıtların toplamı',
      negative: 'Bu kayıtla %{account} bakiyesi eksiye düşüyor: şu an %{before}, kaydedince %{after}.',
      negative_confirm: 'Kasa eksiye düşse de kaydet',
      negative_required:
        'Kasa eksiye düşse de kaydetmek için kutuyu işaretleyin ya da tutarı veya kasayı değiştirin.',
    },
  },
} satisfies Catalogue<typeof en>;
