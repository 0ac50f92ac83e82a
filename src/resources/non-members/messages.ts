import type { Catalogue } from '../../i18n/catalogue';

/** The non-members resource's texts: its labels (`resources.non-members.*`). */
export const en = {
  resources: {
    'non-members': {
      name: 'Non-member |||| Non-members',
      forcedCaseName: 'non-member |||| non-members',
      fields: {
        name: 'Name',
        phone: 'Phone',
        email: 'E-mail',
      },
    },
  },
};

export const tr = {
  resources: {
    'non-members': {
      name: 'Üye olmayan |||| Üye olmayanlar',
      forcedCaseName: 'üye olmayan kişi',
      fields: {
        name: 'Ad soyad',
        phone: 'Telefon',
        email: 'E-posta',
      },
    },
  },
} satisfies Catalogue<typeof en>;
