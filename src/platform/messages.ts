import type { Catalogue } from '../i18n/catalogue';

/** The operator's back office (`/platform`): its resources and its own texts (`platform.*`). */
export const en = {
  resources: {
    accounts: {
      name: 'Account |||| Accounts',
      fields: {
        id: 'No',
        assoc_name: 'Site',
        owner_name: 'Owner',
        owner_phone: 'Phone',
        apartment_count: 'Apartments',
        apartment_limit: 'Limit',
        licence_end: 'Licence end',
        sms_credits: 'SMS credits',
        last_login_at: 'Last login',
        created_at: 'Opened',
      },
    },
    orders: {
      name: 'Order |||| Orders',
      fields: {
        id: 'No',
        assoc_name: 'Site',
        package_name: 'Package',
        amount: 'Amount (TL)',
        reference: 'Reference',
        status: 'Status',
        created_at: 'Ordered',
      },
    },
    packages: {
      name: 'Package |||| Packages',
      fields: {
        kind: 'Kind',
        name: 'Name',
        apartment_count: 'Apartments',
        month: 'Months',
        sms_credits: 'SMS credits',
        price: 'Price (TL, VAT incl.)',
        retired_at: 'Retired',
      },
    },
    'support-requests': {
      name: 'Support request |||| Support requests',
      fields: {
        assoc_name: 'Site',
        user_name: 'Sent by',
        user_phone: 'Phone',
        subject: 'Subject',
        body: 'Message',
        answer: 'Answer',
        answered_at: 'Answered',
        created_at: 'Sent',
      },
    },
    'sms-messages': {
      name: 'Code SMS',
      fields: { created_at: 'Sent', phone: 'Phone', text: 'Message', status: 'Status' },
    },
    'audit-log': {
      name: 'Audit log',
      fields: {
        at: 'When',
        operator_name: 'Operator',
        assoc_name: 'Site',
        table: 'Record',
        action: 'Action',
        record_id: 'Record no',
      },
    },
  },
  platform: {
    title: 'Platform back office',
    search: 'Search',
    status: {
      awaiting_payment: 'Awaiting payment',
      paid: 'Paid',
      cancelled: 'Cancelled',
    },
    kind: { licence: 'Licence', sms: 'SMS' },
    action: { insert: 'Added', update: 'Changed', delete: 'Deleted' },
    answered: { label: 'Answered', yes: 'Answered', no: 'Waiting' },
    impersonate: 'Sign in as this account',
    impersonate_hint: 'Opens the account read-only in a new tab; the owner sees it in the system logs.',
    confirm: 'Confirm payment',
    confirm_title: 'Confirm the payment?',
    confirm_content:
      '%{site} is given %{grant} (%{package}) at once. Confirm only when the transfer of %{amount} with reference %{reference} has arrived.',
    grant_sms: '%{credits} SMS credits',
    grant_licence: '%{months} months of licence for %{apartments} apartments',
    cancel: 'Cancel order',
    retire: 'Retire',
    answer_title: 'Answer the request',
    sms: {
      phone_search: 'Phone',
      status: { sent: 'Sent', delivered: 'Delivered', failed: 'Not delivered' },
    },
    export_name: 'accounts',
  },
};

export const tr = {
  resources: {
    accounts: {
      name: 'Hesap |||| Hesaplar',
      fields: {
        id: 'No',
        assoc_name: 'Site',
        owner_name: 'Hesap sahibi',
        owner_phone: 'Telefon',
        apartment_count: 'Daire',
        apartment_limit: 'Limit',
        licence_end: 'Lisans bitişi',
        sms_credits: 'SMS kredisi',
        last_login_at: 'Son giriş',
        created_at: 'Açılış',
      },
    },
    orders: {
      name: 'Sipariş |||| Siparişler',
      fields: {
        id: 'No',
        assoc_name: 'Site',
        package_name: 'Paket',
        amount: 'Tutar (TL)',
        reference: 'Referans',
        status: 'Durum',
        created_at: 'Sipariş tarihi',
      },
    },
    packages: {
      name: 'Paket |||| Paketler',
      fields: {
        kind: 'Tür',
        name: 'Ad',
        apartment_count: 'Daire sayısı',
        month: 'Ay',
        sms_credits: 'SMS kredisi',
        price: 'Fiyat (TL, KDV dahil)',
        retired_at: 'Kaldırıldı',
      },
    },
    'support-requests': {
      name: 'Destek talebi |||| Destek talepleri',
      fields: {
        assoc_name: 'Site',
        user_name: 'Gönderen',
        user_phone: 'Telefon',
        subject: 'Konu',
        body: 'Mesaj',
        answer: 'Yanıt',
        answered_at: 'Yanıtlandı',
        created_at: 'Gönderildi',
      },
    },
    'sms-messages': {
      name: 'Kod SMS’leri',
      fields: { created_at: 'Gönderildi', phone: 'Telefon', text: 'Mesaj', status: 'Durum' },
    },
    'audit-log': {
      name: 'İşlem kayıtları',
      fields: {
        at: 'Zaman',
        operator_name: 'Yönetici',
        assoc_name: 'Site',
        table: 'Kayıt',
        action: 'İşlem',
        record_id: 'Kayıt no',
      },
    },
  },
  platform: {
    title: 'Platform yönetimi',
    search: 'Ara',
    status: {
      awaiting_payment: 'Ödeme bekleniyor',
      paid: 'Ödendi',
      cancelled: 'İptal edildi',
    },
    kind: { licence: 'Lisans', sms: 'SMS' },
    action: { insert: 'Eklendi', update: 'Değiştirildi', delete: 'Silindi' },
    answered: { label: 'Yanıt durumu', yes: 'Yanıtlandı', no: 'Bekliyor' },
    impersonate: 'Bu hesap olarak gir',
    impersonate_hint: 'Hesabı yeni sekmede salt okunur açar; hesap sahibi bunu sistem kayıtlarında görür.',
    confirm: 'Ödemeyi onayla',
    confirm_title: 'Ödeme onaylansın mı?',
    confirm_content:
      '%{site} hesabına %{grant} (%{package}) hemen eklenir. %{reference} referanslı %{amount} havale hesaba geçtiyse onaylayın.',
    grant_sms: '%{credits} SMS kredisi',
    grant_licence: '%{apartments} daire için %{months} ay lisans',
    cancel: 'Siparişi iptal et',
    retire: 'Satıştan kaldır',
    answer_title: 'Talebi yanıtla',
    sms: {
      phone_search: 'Telefon',
      status: { sent: 'Gönderildi', delivered: 'İletildi', failed: 'İletilemedi' },
    },
    export_name: 'hesaplar',
  },
} satisfies Catalogue<typeof en>;
