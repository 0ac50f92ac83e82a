import type { Catalogue } from '../../i18n/catalogue';

/** The staff leave records' texts (`resources.vacations.*`, `app.vacations.*`). */
export const en = {
  resources: {
    vacations: {
      name: 'Leave |||| Staff leave',
      forcedCaseName: 'leave',
      fields: {
        staff_id: 'Staff member',
        staff_name: 'Staff member',
        leave_type_id: 'Leave type',
        leave_type: 'Leave type',
        start_date: 'First day',
        end_date: 'Last day',
        working_days: 'Working days',
        note: 'Note',
      },
    },
  },
  app: {
    vacations: {
      end_before_start: 'The last day cannot be before the first',
      working_days_hint:
        'Weekends and public holidays are not counted; a bayram eve counts as a working day.',
    },
  },
};

export const tr = {
  resources: {
    vacations: {
      name: 'İzin |||| İzinler',
      forcedCaseName: 'izin',
      fields: {
        staff_id: 'Personel',
        staff_name: 'Personel',
        leave_type_id: 'İzin türü',
        leave_type: 'İzin türü',
        start_date: 'İlk gün',
        end_date: 'Son gün',
        working_days: 'İş günü',
        note: 'Not',
      },
    },
  },
  app: {
    vacations: {
      end_before_start: 'Son gün ilk günden önce olamaz',
      working_days_hint: 'Hafta sonları ve resmî tatiller sayılmaz; bayram arifesi iş günü sayılır.',
    },
  },
} satisfies Catalogue<typeof en>;
