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
        apartment_limit: 'Apartment limit',
        apartment_count: 'Apartments recorded',
        id: 'No',
      },
    },
  },
  app: {
    buildings: {
      limit_hint: 'How many apartments the building has: no apartment can be added beyond it.',
      limit_recorded: '%{count} apartments are recorded; the limit cannot be lower.',
      export_file: 'buildings',
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
        apartment_limit: 'Daire sınırı',
        apartment_count: 'Kayıtlı daire',
        id: 'No',
      },
    },
  },
  app: {
    buildings: {
      limit_hint: 'Binada kaç daire olduğu: bu sayının üzerinde daire eklenemez.',
      limit_recorded: 'Binada %{count} daire kayıtlı; sınır bundan az olamaz.',
      export_file: 'binalar',
    },
  },
} satisfies Catalogue<typeof en>;
