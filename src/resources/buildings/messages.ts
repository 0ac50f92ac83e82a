import type { Catalogue } from '../../i18n/catalogue';

/** The buildings resource's texts: its labels (`resources.buildings.*`). */
export const en = {
  resources: {
    buildings: {
      name: 'Building |||| Buildings',
      // Inside sentences ("No buildings yet."): lower case.
      forcedCaseName: 'building |||| buildings',
      fields: {
        name: 'Name',
        apartment_limit: 'Number of apartments',
        id: 'No',
      },
    },
  },
};

export const tr = {
  resources: {
    buildings: {
      name: 'Bina |||| Binalar',
      // Inside sentences ("Henüz bina kaydı yok.", "Bu bina kaydını silmek…"): lower case, singular.
      forcedCaseName: 'bina',
      fields: {
        name: 'Bina adı',
        apartment_limit: 'Daire sayısı',
        id: 'No',
      },
    },
  },
} satisfies Catalogue<typeof en>;
