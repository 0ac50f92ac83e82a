import type { Catalogue } from '../../i18n/catalogue';

/** The multi-debts resource's texts: its labels (`resources.multi-debts.*`) and its own texts (`app.multi_debts.*`). */
export const en = {
  resources: {
    'multi-debts': {
      name: 'Debt batch |||| Debt batches',
      forcedCaseName: 'debt batch |||| debt batches',
      fields: {
        created_at: 'Entered on',
        due_date: 'Due date',
        accounting_type: 'Type',
        rule_name: 'Rule',
        description: 'Description',
        debt_count: 'Debts',
        total: 'Total',
        paid: 'Paid',
        remaining: 'Remaining',
      },
    },
  },
  app: {
    multi_debts: {
      title: 'Debt batch: %{name}',
      back: 'Back to debt batches',
      debts_caption: 'Debts of the batch',
      no_debts: 'The batch has no debts left.',
      interest: 'Late-payment compensation',
      rules: {
        single: 'Single debt',
        grid: 'Amount per apartment',
        amount_each: 'Same amount for each apartment',
        equal_total: 'Total shared equally',
        land: 'By land share',
        area: 'By floor area',
        per_person: 'By number of people',
        group: 'Group amount',
        import: 'Excel import',
      },
      source: {
        entry: 'Debt entry',
        import: 'Excel import',
        dues_job: 'Dues job',
      },
    },
  },
};

export const tr = {
  resources: {
    'multi-debts': {
      name: 'Toplu borç |||| Toplu borçlar',
      forcedCaseName: 'toplu borç',
      fields: {
        created_at: 'Giriş tarihi',
        due_date: 'Son ödeme',
        accounting_type: 'Tür',
        rule_name: 'Dağıtım kuralı',
        description: 'Açıklama',
        debt_count: 'Borç sayısı',
        total: 'Toplam',
        paid: 'Ödenen',
        remaining: 'Kalan',
      },
    },
  },
  app: {
    multi_debts: {
      title: 'Toplu borç: %{name}',
      back: 'Toplu borçlara dön',
      debts_caption: 'Toplu borcun borçları',
      no_debts: 'Bu toplu borçta kalan borç yok.',
      interest: 'Gecikme tazminatı',
      rules: {
        single: 'Tekil borç',
        grid: 'Daire bazında tutar',
        amount_each: 'Her daireye eşit tutar',
        equal_total: 'Toplamı eşit paylaştırma',
        land: 'Arsa payına göre',
        area: 'Metrekareye göre',
        per_person: 'Kişi sayısına göre',
        group: 'Grup tutarı',
        import: 'Excel içe aktarma',
      },
      source: {
        entry: 'Borç girişi',
        import: 'Excel’den aktarım',
        dues_job: 'Aidat görevi',
      },
    },
  },
} satisfies Catalogue<typeof en>;
