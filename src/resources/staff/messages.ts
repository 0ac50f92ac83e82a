import type { Catalogue } from '../../i18n/catalogue';

/** The staff resource's texts: its labels (`resources.staff.*`) and roles (`app.staff.*`). */
export const en = {
  resources: {
    staff: {
      name: 'Staff member |||| Staff',
      forcedCaseName: 'staff member |||| staff',
      fields: {
        name: 'Name',
        phone: 'Phone',
        buildings: 'Buildings',
        building_names: 'Buildings',
        start_date: 'Start date',
        national_id: 'National ID no',
        insurance_no: 'Social security no',
        role: 'Role',
        monthly_wage: 'Monthly gross wage',
        iban: 'IBAN',
        remaining_leave: 'Annual leave left',
      },
    },
  },
  app: {
    staff: {
      roles: {
        doorman: 'Doorman',
        cleaner: 'Cleaner',
        gardener: 'Gardener',
        security: 'Security',
        technician: 'Technician',
        manager: 'Manager',
        other: 'Other',
      },
      leave_of: '%{remaining} of %{entitlement} days',
      no_leave_yet: 'None in the first year',
      invalid_tckn: 'Enter a valid national ID number (11 digits)',
      invalid_iban: 'Enter a valid IBAN (TR and 24 digits)',
    },
  },
};

export const tr = {
  resources: {
    staff: {
      name: 'Personel |||| Personel',
      forcedCaseName: 'personel',
      fields: {
        name: 'Ad soyad',
        phone: 'Telefon',
        buildings: 'Binalar',
        building_names: 'Binalar',
        start_date: 'İşe başlama tarihi',
        national_id: 'T.C. kimlik no',
        insurance_no: 'SGK sicil no',
        role: 'Görevi',
        monthly_wage: 'Aylık brüt ücret',
        iban: 'IBAN',
        remaining_leave: 'Kalan yıllık izin',
      },
    },
  },
  app: {
    staff: {
      roles: {
        doorman: 'Kapıcı',
        cleaner: 'Temizlik görevlisi',
        gardener: 'Bahçıvan',
        security: 'Güvenlik',
        technician: 'Teknisyen',
        manager: 'Site yöneticisi',
        other: 'Diğer',
      },
      leave_of: '%{entitlement} günün %{remaining} günü',
      no_leave_yet: 'İlk yılında hak yok',
      invalid_tckn: 'Geçerli bir T.C. kimlik numarası giriniz (11 hane)',
      invalid_iban: 'Geçerli bir IBAN giriniz (TR ve 24 rakam)',
    },
  },
} satisfies Catalogue<typeof en>;
