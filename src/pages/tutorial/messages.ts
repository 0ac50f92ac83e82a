import type { Catalogue } from '../../i18n/catalogue';

/** The tutorial page's texts (`app.tutorial.*`). */
export const en = {
  app: {
    tutorial: {
      title: 'Getting started',
      intro: 'Four short steps to set up your site. You can leave and continue later where you left off.',
      back: 'Back',
      next: 'Next',
      finish: 'Finish',
      steps: {
        buildings: {
          label: 'Add your buildings',
          text: 'Enter each block of your site with its number of apartments. Everything else hangs off buildings.',
          links: { buildings: 'Go to buildings' },
        },
        apartments: {
          label: 'Enter apartments and residents',
          text: 'Add each apartment with its area and land share, then its owners and tenants, one by one or all at once from an Excel file.',
          links: {
            apartments: 'Go to apartments',
            residents: 'Go to residents',
            import: 'Import from Excel',
          },
        },
        dues: {
          label: 'Dues and debts',
          text: 'Define your dues groups and debt types, then charge the apartments once or every month automatically.',
          links: { dues_groups: 'Go to dues groups', debt_entry: 'Go to debt entry' },
        },
        collections: {
          label: 'Collections and reports',
          text: 'Record every payment against a debt; receipts, cash balances and reports are produced from them.',
          links: { collections: 'Go to collections', reports: 'Go to reports' },
        },
      },
    },
  },
};

export const tr = {
  app: {
    tutorial: {
      title: 'İlk adımlar',
      intro:
        'Sitenizi dört kısa adımda kurun. İstediğiniz zaman çıkıp kaldığınız yerden devam edebilirsiniz.',
      back: 'Geri',
      next: 'İleri',
      finish: 'Bitir',
      steps: {
        buildings: {
          label: 'Binalarınızı ekleyin',
          text: 'Sitenizdeki her bloğu daire sayısıyla girin. Diğer tüm kayıtlar binalara bağlıdır.',
          links: { buildings: 'Binalara git' },
        },
        apartments: {
          label: 'Daire ve sakinleri girin',
          text: 'Her daireyi alanı ve arsa payıyla, ardından ev sahibi ve kiracılarıyla tek tek ya da bir Excel dosyasından topluca ekleyin.',
          links: {
            apartments: 'Dairelere git',
            residents: 'Sakinlere git',
            import: 'Excel’den aktar',
          },
        },
        dues: {
          label: 'Aidat ve borçlandırma',
          text: 'Aidat gruplarını ve borç türlerini tanımlayın, dairelere bir kez ya da her ay otomatik borç yansıtın.',
          links: { dues_groups: 'Aidat gruplarına git', debt_entry: 'Borç girişine git' },
        },
        collections: {
          label: 'Tahsilat ve raporlar',
          text: 'Her ödemeyi ilgili borca tahsilat olarak girin; makbuz, kasa bakiyeleri ve raporlar bunlardan oluşur.',
          links: { collections: 'Tahsilata git', reports: 'Raporlara git' },
        },
      },
    },
  },
} satisfies Catalogue<typeof en>;
