import type { Catalogue } from '../../i18n/catalogue';

/** The licence page's texts (`app.licence.*`). */
export const en = {
  app: {
    licence: {
      title: 'Licence expired',
      support: 'Support line: %{phone}',
    },
  },
};

export const tr = {
  app: {
    licence: {
      title: 'Lisans süresi doldu',
      support: 'Destek hattı: %{phone}',
    },
  },
} satisfies Catalogue<typeof en>;
