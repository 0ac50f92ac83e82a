import type { Catalogue } from '../../i18n/catalogue';

/** The staff payments' texts: their labels (`resources.staff-payments.*`) and their own (`app.staff_payments.*`). */
export const en = {
  resources: {
    'staff-payments': {
      name: 'Staff payment |||| Staff payments',
      forcedCaseName: 'staff payment |||| staff payments',
      fields: {
        staff: 'Staff member',
        staff_id: 'Staff member',
        kind: 'Payment',
        amount: 'Amount',
        account: 'Account',
        account_id: 'Account',
        accounting_type: 'Expense type',
        accounting_type_id: 'Expense type',
        date: 'Date',
        description: 'Description',
      },
    },
  },
  app: {
    staff_payments: {
      kinds: { wage: 'Wage', advance: 'Advance', bonus: 'Bonus', other: 'Other' },
      totals: 'Paid to staff, of the records found',
      total: 'Total',
      statement: 'Statement of the chosen staff member',
      statement_title: 'Payments to %{name}',
      statement_hint: 'Choose a staff member above to open their statement.',
      statement_hint_phone: 'To open a statement, choose a staff member under “Add filter”.',
      back: 'Back to staff payments',
      print: 'Print',
      paid_so_far: 'Paid so far',
      empty: 'No payment to this staff member yet.',
      wage_hint: 'Monthly wage of %{name}: %{amount}',
      use_wage: 'Use the monthly wage',
    },
  },
};

export const tr = {
  resources: {
    'staff-payments': {
      name: 'Personel ödemesi |||| Personel ödemeleri',
      forcedCaseName: 'personel ödemesi',
      fields: {
        staff: 'Personel',
        staff_id: 'Personel',
        kind: 'Ödeme',
        amount: 'Tutar',
        account: 'Kasa',
        account_id: 'Kasa',
        accounting_type: 'Gider türü',
        accounting_type_id: 'Gider türü',
        date: 'Tarih',
        description: 'Açıklama',
      },
    },
  },
  app: {
    staff_payments: {
      kinds: { wage: 'Maaş', advance: 'Avans', bonus: 'Prim / ikramiye', other: 'Diğer' },
      totals: 'Bulunan kayıtlarda personele ödenen',
      total: 'Toplam',
      statement: 'Seçili personelin ekstresi',
      statement_title: '%{name} ödemeleri',
      statement_hint: 'Ekstresini açmak için yukarıdan bir personel seçiniz.',
      statement_hint_phone: 'Ekstre için “Filtre ekle”den bir personel seçiniz.',
      back: 'Personel ödemelerine dön',
      print: 'Yazdır',
      paid_so_far: 'Şimdiye kadar ödenen',
      empty: 'Bu personele henüz ödeme yapılmadı.',
      wage_hint: '%{name} aylık ücreti: %{amount}',
      use_wage: 'Aylık ücreti yaz',
    },
  },
} satisfies Catalogue<typeof en>;
