import type { enApp } from './en';
import { raTurkish } from './raTurkish';

/** Same keys as the English catalogue, every leaf a string: a missing or extra key is a type error. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export const trApp = {
  resources: {
    buildings: {
      name: 'Bina |||| Binalar',
      fields: { name: 'Bina adı', apartment_limit: 'Daire sayısı', id: 'No' },
    },
    'sub-users': {
      name: 'Alt kullanıcı |||| Alt kullanıcılar',
      fields: { name: 'Ad', surname: 'Soyad', email: 'E-posta', phone: 'Telefon', password: 'Şifre' },
    },
    branches: {
      name: 'Şube |||| Şubeler',
      fields: {
        assoc_name: 'Site / dernek adı',
        name: 'Ad',
        surname: 'Soyad',
        email: 'E-posta',
        phone: 'Telefon',
        password: 'Şifre',
      },
    },
  },
  app: {
    name: 'Site Yönetimi',
    login: {
      title: 'Site Yönetimi',
      phone: 'Cep telefonu',
      password: 'Şifre',
      submit: 'Giriş yap',
      forgot: 'Şifremi unuttum',
      register: 'Hesap oluştur',
      admin: 'Platform yöneticisi girişi',
      demo_hint: 'Demo hesap: telefon %{phone}, şifre %{password}',
    },
    menu: {
      dashboard: 'Ana sayfa',
      property: 'Bina ve sakinler',
      definitions: 'Tanımlamalar',
      debts: 'Borçlar',
      accounting: 'Muhasebe',
      reports: 'Raporlar',
      sms: 'SMS',
      people: 'Personel',
      settings: 'Ayarlar',
    },
    appbar: {
      quick_search: 'Hızlı arama',
      quick_search_placeholder: 'Sayfaya git…',
      bookmarks: 'Yer imleri',
      add_bookmark: 'Bu sayfayı yer imlerine ekle',
      remove_bookmark: 'Yer iminden çıkar',
      no_bookmarks: 'Henüz yer imi yok',
      branch: 'Hesap',
      main_account: 'Ana hesap',
      language: 'Dil',
      profile: 'Profil',
      change_password: 'Şifre değiştir',
      settings: 'Ayarlar',
    },
    quick_links: {
      residents: 'Sakin işlemleri',
      single_debt: 'Tekil borç girişi',
      collections: 'Tahsilat',
      cash_accounts: 'Kasalar',
      all_debts: 'Tüm borçlar',
      documents: 'Dokümanlar',
      bulk_sms: 'Toplu SMS',
      how_to: 'Nasıl kullanırım?',
      settings: 'Ayarlar',
      balance: 'Bakiye işlemleri',
      staff: 'Personel işlemleri',
    },
    coming_soon: {
      title: 'Yakında',
      text: 'Bu sayfa hazırlanıyor. Girdiğiniz tüm bilgiler güvende.',
      back: 'Ana sayfaya dön',
    },
    delete_code: {
      title: '%{name} sil',
      explain: 'Güvenliğiniz için hesap sahibinin telefonuna SMS ile bir onay kodu gönderilir.',
      send: 'Kod gönder',
      resend: 'Yeni kod gönder',
      code: 'Onay kodu',
      confirm: 'Sil',
      sent: 'Kod gönderildi. 3 dakika geçerlidir.',
    },
    validation: {
      phone: 'Geçerli bir cep telefonu giriniz (5xx xxx xx xx)',
      tckn: 'Geçerli bir T.C. kimlik numarası giriniz',
      date: 'Gerçek bir tarih giriniz (GG.AA.YYYY)',
      password_length: 'En az 8 karakter',
      integer: 'Tam sayı giriniz',
    },
  },
} satisfies Catalogue<typeof enApp>;

export const tr = { ...raTurkish, ...trApp };
