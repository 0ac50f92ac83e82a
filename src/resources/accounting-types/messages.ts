import type { Catalogue } from '../../i18n/catalogue';

/** The accounting-types resource's texts: its labels (`resources.accounting-types.*`) and its own texts (`app.accounting_types.*`). */
export const en = {
  resources: {
    'accounting-types': {
      name: 'Income / expense type |||| Income / expense types',
      forcedCaseName: 'income / expense type |||| income / expense types',
      fields: {
        name: 'Type name',
        type: 'Kind',
      },
    },
  },
  app: {
    accounting_types: {
      income: 'Income',
      expense: 'Expense',
    },
  },
};

export const tr = {
  resources: {
    'accounting-types': {
      name: 'Gelir / gider türü |||| Gelir / gider türleri',
      forcedCaseName: 'gelir / gider türü',
      fields: {
        name: 'Tür adı',
        type: 'Tip',
      },
    },
  },
  app: {
    accounting_types: {
      income: 'Gelir',
      expense: 'Gider',
    },
  },
} satisfies Catalogue<typeof en>;
