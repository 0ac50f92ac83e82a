import type { Catalogue } from '../../i18n/catalogue';

/** The interest page's texts (`app.interest.*`, `app.menu_pages.interest_report`, `app.menu_pages.interest_settings`). */
export const en = {
  app: {
    interest: {
      title: 'Late-payment compensation',
      not_allowed: 'You are not allowed to see the compensation report or its settings.',
      tab_report: 'Report',
      tab_settings: 'Settings',
      explain:
        'Compensation (Condominium Law art. 20) runs on the remaining principal of debts entered with compensation, never compounded.',
      rate: 'Monthly rate',
      rate_hint: '5 % a month unless you change it',
      rate_invalid: 'Enter a rate above 0 and at most 100, with at most 2 decimals',
      mode: 'Calculation',
      mode_daily: 'Daily',
      mode_monthly: 'Monthly',
      mode_daily_hint: 'Each day late costs a thirtieth of the monthly rate.',
      mode_monthly_hint: 'Only completed months late count.',
      start_date: 'Start date',
      start_date_hint: 'DD.MM.YYYY, optional: no compensation runs before it',
      report_form: 'Report date',
      as_of: 'As of',
      show: 'Show',
      print: 'Print',
      summary: 'As of %{date} · %{rate} % a month · %{mode} calculation',
      rate_column: 'Rate',
      days_late: 'Days late',
      months_late: 'Months late',
      days: '%{smart_count} day |||| %{smart_count} days',
      months: '%{smart_count} month |||| %{smart_count} months',
      compensation: 'Compensation',
      total: 'Total',
    },
    menu_pages: {
      interest_report: 'Late-payment compensation',
      interest_settings: 'Compensation settings',
    },
  },
};

export const tr = {
  app: {
    interest: {
      title: 'Gecikme tazminatı',
      not_allowed: 'Tazminat raporunu veya ayarlarını görme yetkiniz yok.',
      tab_report: 'Rapor',
      tab_settings: 'Ayarlar',
      explain:
        'Tazminat (Kat Mülkiyeti Kanunu md. 20), tazminatlı girilen borçların kalan anaparası üzerinden işler; faize faiz işlemez.',
      rate: 'Aylık oran',
      rate_hint: 'Değiştirmezseniz ayda %5',
      rate_invalid: '0’dan büyük, en fazla 100 ve en fazla 2 ondalıklı bir oran giriniz',
      mode: 'Hesaplama',
      mode_daily: 'Günlük',
      mode_monthly: 'Aylık',
      mode_daily_hint: 'Geciken her gün için aylık oranın otuzda biri işler.',
      mode_monthly_hint: 'Yalnızca tamamlanan gecikme ayları sayılır.',
      start_date: 'Başlangıç tarihi',
      start_date_hint: 'GG.AA.YYYY, isteğe bağlı: bu tarihten önce tazminat işlemez',
      report_form: 'Rapor tarihi',
      as_of: 'Hesap tarihi',
      show: 'Listele',
      print: 'Yazdır',
      summary: '%{date} itibarıyla · aylık %%{rate} · %{mode} hesap',
      rate_column: 'Oran',
      days_late: 'Gecikme (gün)',
      months_late: 'Gecikme (ay)',
      days: '%{smart_count} gün |||| %{smart_count} gün',
      months: '%{smart_count} ay |||| %{smart_count} ay',
      compensation: 'Tazminat',
      total: 'Toplam',
    },
    menu_pages: {
      interest_report: 'Gecikme tazminatı',
      interest_settings: 'Tazminat ayarları',
    },
  },
} satisfies Catalogue<typeof en>;
