import type { Catalogue } from '../../i18n/catalogue';

/** The dues-groups resource's texts: its labels (`resources.dues-groups.*`). */
export const en = {
  resources: {
    'dues-groups': {
      name: 'Dues group |||| Dues groups',
      forcedCaseName: 'dues group |||| dues groups',
      fields: {
        name: 'Group name',
        amount: 'Monthly dues',
      },
    },
  },
};

export const tr = {
  resources: {
    'dues-groups': {
      name: 'Aidat grubu |||| Aidat grupları',
      forcedCaseName: 'aidat grubu',
      fields: {
        name: 'Grup adı',
        amount: 'Aylık aidat',
      },
    },
  },
} satisfies Catalogue<typeof en>;
