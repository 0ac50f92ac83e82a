import type { Catalogue } from '../../i18n/catalogue';

/** The announcements resource's texts: its labels (`resources.announcements.*`) and its own (`app.announcements.*`). */
export const en = {
  resources: {
    announcements: {
      name: 'Announcement |||| Announcements',
      forcedCaseName: 'announcement |||| announcements',
      fields: {
        title: 'Title',
        content: 'Text',
        created_at: 'Date',
        file_name: 'File',
        passive: 'Shown to residents',
        File: 'File',
        remove_file: 'Remove the file %{name}',
        sms: 'Also announce by SMS',
        email: 'Also send by e-mail',
      },
    },
  },
  app: {
    announcements: {
      choose: 'Attach a file (optional)',
      chosen: 'File: %{name}',
      hint: 'PDF or an image (JPEG, PNG, WEBP), at most 10 MB',
      replace_hint: 'Choose a file only to replace %{name}. PDF or an image, at most 10 MB',
      wrong_type: 'The file must be a PDF or an image (JPEG, PNG, WEBP).',
      too_large: 'The file may be at most 10 MB.',
      download: 'Download %{name}',
      shown: 'Shown',
      hidden: 'Hidden',
      toggle: 'Show “%{title}” to residents',
      sms_hint:
        'Every resident with a flat gets the title and the link to their own page, where the announcement is shown; one credit per SMS part.',
      email_hint:
        'Free: residents with a flat and a working e-mail address get the announcement with its file, unless they stopped announcement e-mails.',
    },
  },
};

export const tr = {
  resources: {
    announcements: {
      name: 'Duyuru |||| Duyurular',
      forcedCaseName: 'duyuru',
      fields: {
        title: 'Başlık',
        content: 'Duyuru metni',
        created_at: 'Tarih',
        file_name: 'Dosya',
        passive: 'Sakinlere gösterilir',
        File: 'Dosya',
        remove_file: '%{name} dosyasını kaldır',
        sms: 'SMS ile de duyur',
        email: 'E-posta ile de gönder',
      },
    },
  },
  app: {
    announcements: {
      choose: 'Dosya ekle (isteğe bağlı)',
      chosen: 'Dosya: %{name}',
      hint: 'PDF veya resim (JPEG, PNG, WEBP), en fazla 10 MB',
      replace_hint: 'Yalnızca %{name} dosyasını değiştirmek için seçiniz. PDF veya resim, en fazla 10 MB',
      wrong_type: 'Dosya PDF veya resim (JPEG, PNG, WEBP) olmalıdır.',
      too_large: 'Dosya en fazla 10 MB olabilir.',
      download: '%{name} dosyasını indir',
      sms_hint:
        'Dairesi olan her sakine duyurunun başlığı ve duyurunun göründüğü kişisel sayfasının bağlantısı gider; her SMS parçası bir kredidir.',
      email_hint:
        'Ücretsiz: dairesi ve çalışan bir e-posta adresi olan sakinlere duyuru dosyasıyla gider; duyuru e-postalarını durduranlara gitmez.',
      shown: 'Gösteriliyor',
      hidden: 'Gizli',
      toggle: '“%{title}” duyurusunu sakinlere göster',
    },
  },
} satisfies Catalogue<typeof en>;
