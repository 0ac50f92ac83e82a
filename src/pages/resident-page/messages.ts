import type { Catalogue } from '../../i18n/catalogue';

export const en = {
  resident_page: {
    title: 'My resident page',
    language: 'Türkçe',
    language_label: 'Sayfayı Türkçe göster',
    loading: 'Loading…',
    load_failed: 'This part could not be loaded. Please try again later.',
    send: 'Send',
    sending: 'Sending…',
    empty_text: 'Please write something first.',
    me: 'You',
    management: 'Management',
    no_flat:
      'You have no current flat in the association: this page shows your receipts and past requests, but takes no request, message or vote.',
    invalid: {
      title: 'This link cannot be opened',
      text: 'The link is invalid or has expired. Please ask the management for a new one.',
    },
    flats: {
      title: 'My flats',
      empty: 'No flat is recorded for you.',
      payment_code: 'Write your payment code in the bank transfer’s description: %{code}',
      roles: { 1: 'Owner', 2: 'Tenant', 3: 'Shareholder' },
    },
    debts: {
      title: 'My open debts',
      empty: 'You have no open debt.',
      due: 'Due %{date}',
      total: 'Total',
    },
    receipts: {
      title: 'My receipts',
      empty: 'You have no receipt yet.',
      receipt: 'Receipt no. %{number}',
      pdf: 'PDF, opens in a new tab',
    },
    announcements: {
      title: 'Announcements',
      empty: 'There is no announcement.',
      file: 'Attachment: %{name}',
      download: 'downloads the file',
    },
    polls: {
      title: 'Polls',
      empty: 'There is no poll.',
      ends: 'Ends on %{date}',
      ended: 'The poll has ended',
      vote: 'Vote',
      your_vote: 'Your vote: %{option}',
      choose: 'Please choose an option.',
    },
    tickets: {
      title: 'My requests',
      empty: 'You have not opened a request.',
      new: 'Open a new request',
      subject: 'Subject',
      category: 'Category',
      body: 'Your message',
      required: 'This field is required.',
      open: 'Open the request',
      reply: 'Your reply',
      opened: 'Opened on %{date}',
      categories: { fault: 'Fault', complaint: 'Complaint', suggestion: 'Suggestion', other: 'Other' },
      statuses: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
    },
    conversation: {
      title: 'Messages with the management',
      empty: 'No message yet.',
      message: 'Your message to the management',
    },
  },
};

export const tr = {
  resident_page: {
    title: 'Sakin sayfam',
    language: 'English',
    language_label: 'Show the page in English',
    loading: 'Yükleniyor…',
    load_failed: 'Bu bölüm yüklenemedi. Lütfen daha sonra tekrar deneyiniz.',
    send: 'Gönder',
    sending: 'Gönderiliyor…',
    empty_text: 'Lütfen önce bir şey yazınız.',
    me: 'Siz',
    management: 'Yönetim',
    no_flat:
      'Sitede kayıtlı güncel bir daireniz yok: bu sayfada makbuzlarınızı ve eski taleplerinizi görürsünüz, ancak talep, mesaj ya da oy gönderemezsiniz.',
    invalid: {
      title: 'Bu bağlantı açılamıyor',
      text: 'Bağlantı geçersiz ya da süresi dolmuş. Lütfen yönetimden yeni bir bağlantı isteyiniz.',
    },
    flats: {
      title: 'Dairelerim',
      empty: 'Adınıza kayıtlı daire yok.',
      payment_code: 'Havale/EFT açıklamasına ödeme kodunuzu yazın: %{code}',
      roles: { 1: 'Ev sahibi', 2: 'Kiracı', 3: 'Hissedar' },
    },
    debts: {
      title: 'Açık borçlarım',
      empty: 'Açık borcunuz yok.',
      due: 'Son ödeme %{date}',
      total: 'Toplam',
    },
    receipts: {
      title: 'Makbuzlarım',
      empty: 'Henüz makbuzunuz yok.',
      receipt: '%{number} numaralı makbuz',
      pdf: 'PDF, yeni sekmede açılır',
    },
    announcements: {
      title: 'Duyurular',
      empty: 'Duyuru yok.',
      file: 'Ek: %{name}',
      download: 'dosyayı indirir',
    },
    polls: {
      title: 'Anketler',
      empty: 'Anket yok.',
      ends: 'Bitiş: %{date}',
      ended: 'Anket sona erdi',
      vote: 'Oy ver',
      your_vote: 'Oyunuz: %{option}',
      choose: 'Lütfen bir seçenek işaretleyiniz.',
    },
    tickets: {
      title: 'Taleplerim',
      empty: 'Açtığınız bir talep yok.',
      new: 'Yeni talep aç',
      subject: 'Konu',
      category: 'Kategori',
      body: 'Mesajınız',
      required: 'Bu alan zorunludur.',
      open: 'Talebi aç',
      reply: 'Yanıtınız',
      opened: 'Açılış: %{date}',
      categories: { fault: 'Arıza', complaint: 'Şikâyet', suggestion: 'Öneri', other: 'Diğer' },
      statuses: { open: 'Açık', in_progress: 'İşlemde', resolved: 'Çözüldü', closed: 'Kapandı' },
    },
    conversation: {
      title: 'Yönetimle yazışmalarım',
      empty: 'Henüz mesaj yok.',
      message: 'Yönetime mesajınız',
    },
  },
} satisfies Catalogue<typeof en>;

export type ResidentTexts = typeof en.resident_page;
