import type { Catalogue } from '../../i18n/catalogue';

/** The debt-jobs resource's texts: its labels (`resources.debt-jobs.*`) and its own texts (`app.debt_jobs.*`). */
export const en = {
  resources: {
    'debt-jobs': {
      name: 'Dues job |||| Dues jobs',
      forcedCaseName: 'dues job |||| dues jobs',
      fields: {
        name: 'Job name',
        group_id: 'Dues group',
        group_name: 'Dues group',
        amount: 'Monthly amount',
        accounting_type_id: 'Income type',
        accounting_type: 'Income type',
        day_of_month: 'Day of the month',
        is_interest: 'Late-payment compensation',
        interest: 'Monthly rate',
        responsible: 'Owed by',
        last_period: 'Last month billed',
      },
    },
  },
  app: {
    debt_jobs: {
      run: 'Run now',
      run_named: 'Run now: %{name}',
      run_title: 'Run the dues job: %{name}',
      run_explain:
        'The month’s dues of %{group} (%{amount}) are charged to the group’s apartments. A month is charged only once.',
      period: 'Month',
      running: 'Charging the dues…',
      group_hint: 'Its monthly amount is charged to each of its apartments.',
      day_hint: 'Between 1 and 28',
      interest_hint: 'Left empty, the rate of the interest settings is used.',
      never: 'Not run yet',
      yes: 'Yes',
      no: 'No',
    },
  },
};

export const tr = {
  resources: {
    'debt-jobs': {
      name: 'Aidat görevi |||| Aidat görevleri',
      forcedCaseName: 'aidat görevi',
      fields: {
        name: 'Görev adı',
        group_id: 'Aidat grubu',
        group_name: 'Aidat grubu',
        amount: 'Aylık tutar',
        accounting_type_id: 'Gelir türü',
        accounting_type: 'Gelir türü',
        day_of_month: 'Ayın günü',
        is_interest: 'Gecikme tazminatı',
        interest: 'Aylık oran',
        responsible: 'Borçlu',
        last_period: 'Son yazılan ay',
      },
    },
  },
  app: {
    debt_jobs: {
      run: 'Şimdi çalıştır',
      run_named: 'Şimdi çalıştır: %{name}',
      run_title: 'Aidat görevini çalıştır: %{name}',
      run_explain:
        '%{group} grubunun aylık aidatı (%{amount}) gruptaki dairelere yazılır. Bir ayın aidatı yalnızca bir kez yazılır.',
      period: 'Dönem',
      running: 'Aidat yazılıyor…',
      group_hint: 'Grubun aylık tutarı gruptaki her daireye yazılır.',
      day_hint: '1 ile 28 arası',
      interest_hint: 'Boş bırakılırsa faiz ayarlarındaki oran kullanılır.',
      never: 'Henüz çalışmadı',
      yes: 'Evet',
      no: 'Hayır',
    },
  },
} satisfies Catalogue<typeof en>;
