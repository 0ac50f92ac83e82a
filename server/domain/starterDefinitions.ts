/**
 * What a new account starts with, so the first collection can be entered at once: one cash desk and the
 * accounting types a Turkish site manager expects. Every one of them can be renamed or deleted afterwards.
 */

/** 1 income (gelir: charged to the flats and collected), 2 expense (gider: paid by the association). */
export type StarterKind = 1 | 2;

export interface StarterAccountingType {
  name: string;
  type: StarterKind;
}

/** The cash desk (kasa) every new account has. */
export const STARTER_CASH_ACCOUNT = 'Merkez Kasa';

/** Charged to the flats: dues, fixtures fund, heating, the lift share, late-payment compensation, rents. */
const INCOME = [
  'Aidat',
  'Demirbaş',
  'Yakıt',
  'Asansör payı',
  // Computed by the interest report and charged by the manager as a single debt (never booked by itself).
  'Gecikme tazminatı',
  'Kira geliri',
  'Diğer gelirler',
];

/** Paid by the association. */
const EXPENSE = [
  'Elektrik',
  'Su',
  'Doğalgaz',
  'Asansör bakımı',
  'Temizlik',
  'Personel maaşı',
  'SGK primi',
  'Bahçe bakımı',
  'Bina sigortası',
  'Onarım ve tadilat',
  'Banka masrafı',
  'Kırtasiye',
  'Diğer giderler',
];

export const STARTER_ACCOUNTING_TYPES: readonly StarterAccountingType[] = [
  ...INCOME.map((name) => ({ name, type: 1 as const })),
  ...EXPENSE.map((name) => ({ name, type: 2 as const })),
];
