import type { Catalogue } from '../../i18n/catalogue';

/** The help page's texts (`app.help.*`). */
export const en = {
  app: {
    help: {
      title: 'How to use',
      guides_title: 'Short guides',
      guides: {
        start: {
          title: 'First steps',
          text: 'Add your buildings, then the apartments and residents (one by one or from Excel under Import). Then define your cash accounts and accounting types.',
        },
        dues: {
          title: 'Dues and debts',
          text: 'Enter a single debt or share an amount over many apartments with Debt entry; monthly dues can run by themselves from the dues jobs.',
        },
        collect: {
          title: 'Collecting payments',
          text: 'Open Collection, pick the resident or the apartment, and record the amount: it closes the oldest debts first and prints a receipt.',
        },
        sms: {
          title: 'SMS',
          text: 'Bulk SMS reaches residents, debtors or a group; every message needs SMS credits, which you can order from the licence page.',
        },
        licence: {
          title: 'Licence and orders',
          text: 'The licence page shows the end date and the apartment limit. Order a package and pay by bank transfer quoting the reference; the platform confirms it.',
        },
      },
      form_title: 'Ask the platform support',
      subject: 'Subject',
      body: 'Your question',
      send: 'Send',
      mine_title: 'My requests',
      none: 'You have not sent a request yet.',
      waiting: 'Waiting for an answer',
      answer: 'Answer',
      sent_at: 'Sent %{date}',
    },
  },
};

export const tr = {
  app: {
    help: {
      title: 'Nasıl kullanırım',
      guides_title: 'Kısa rehberler',
      guides: {
        start: {
          title: 'İlk adımlar',
          text: 'Önce binalarınızı, sonra daireleri ve sakinleri ekleyin (tek tek ya da İçe aktarma ile Excel’den). Ardından kasalarınızı ve muhasebe türlerinizi tanımlayın.',
        },
        dues: {
          title: 'Aidat ve borçlar',
          text: 'Tekil borç girin ya da Borç girişi ile bir tutarı birçok daireye dağıtın; aylık aidatlar aidat görevleriyle kendiliğinden yazılabilir.',
        },
        collect: {
          title: 'Tahsilat',
          text: 'Tahsilat ekranını açın, sakini ya da daireyi seçin ve tutarı girin: önce en eski borçlar kapanır, makbuz yazdırılabilir.',
        },
        sms: {
          title: 'SMS',
          text: 'Toplu SMS ile sakinlere, borçlulara ya da bir gruba yazabilirsiniz; her mesaj SMS kredisi harcar, krediyi lisans sayfasından sipariş edebilirsiniz.',
        },
        licence: {
          title: 'Lisans ve siparişler',
          text: 'Lisans sayfası bitiş tarihini ve daire limitini gösterir. Bir paket sipariş edip ödemeyi referans numarasıyla havale edin; platform onaylar.',
        },
      },
      form_title: 'Platform desteğine sorun',
      subject: 'Konu',
      body: 'Sorunuz',
      send: 'Gönder',
      mine_title: 'Taleplerim',
      none: 'Henüz bir talep göndermediniz.',
      waiting: 'Yanıt bekleniyor',
      answer: 'Yanıt',
      sent_at: 'Gönderildi: %{date}',
    },
  },
} satisfies Catalogue<typeof en>;
