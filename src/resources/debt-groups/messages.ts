import type { Catalogue } from '../../i18n/catalogue';

/** The debt-groups resource's texts: its labels (`resources.debt-groups.*`). */
export const en = {
  resources: {
    'debt-groups': {
      name: 'Debt group |||| Debt groups',
      forcedCaseName: 'debt group |||| debt groups',
      fields: {
        name: 'Group name',
        amount: 'Amount',
      },
    },
  },
};

export const tr = {
  resources: {
    'debt-groups': {
      name: 'Borç grubu |||| Borç grupları',
      forcedCaseName: 'borç grubu',
      fields: {
        name: 'Grup adı',
        amount: 'Tutar',
      },
    },
  },
} satisfies Catalogue<typeof en>;
