import type { Catalogue } from '../../i18n/catalogue';

/** The leave types' texts (`resources.leave-types.*`). */
export const en = {
  resources: {
    'leave-types': {
      name: 'Leave type |||| Leave types',
      forcedCaseName: 'leave type |||| leave types',
      fields: {
        name: 'Name',
        paid: 'Paid',
        counts_against_annual: 'Counted against annual leave',
      },
    },
  },
};

export const tr = {
  resources: {
    'leave-types': {
      name: 'İzin türü |||| Personel izinleri',
      forcedCaseName: 'izin türü',
      fields: {
        name: 'İzin türü',
        paid: 'Ücretli',
        counts_against_annual: 'Yıllık izinden düşer',
      },
    },
  },
} satisfies Catalogue<typeof en>;
