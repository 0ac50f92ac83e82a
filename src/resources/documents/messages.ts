import type { Catalogue } from '../../i18n/catalogue';

/** The documents resource's texts: its labels (`resources.documents.*`) and its own (`app.documents.*`). */
export const en = {
  resources: {
    documents: {
      name: 'Document |||| Documents',
      forcedCaseName: 'document |||| documents',
      fields: {
        description: 'Description',
        date: 'Date',
        file_name: 'File',
        size: 'Size',
        file: 'File',
      },
    },
  },
  app: {
    documents: {
      choose: 'Choose the file',
      chosen: 'File: %{name}',
      hint: 'PDF, JPEG, PNG, WEBP, Word (.docx) or Excel (.xlsx), at most 10 MB',
      replace_hint:
        'Choose a file only to replace %{name}. PDF, JPEG, PNG, WEBP, Word or Excel, at most 10 MB',
      wrong_type: 'The document must be a PDF, JPEG, PNG, WEBP, Word (.docx) or Excel (.xlsx) file.',
      too_large: 'The document may be at most 10 MB.',
      missing: 'Choose the document’s file.',
      download: 'Download %{name}',
    },
  },
};

export const tr = {
  resources: {
    documents: {
      name: 'Doküman |||| Dokümanlar',
      forcedCaseName: 'doküman',
      fields: {
        description: 'Açıklama',
        date: 'Tarih',
        file_name: 'Dosya',
        size: 'Boyut',
        file: 'Dosya',
      },
    },
  },
  app: {
    documents: {
      choose: 'Dosya seçiniz',
      chosen: 'Dosya: %{name}',
      hint: 'PDF, JPEG, PNG, WEBP, Word (.docx) veya Excel (.xlsx), en fazla 10 MB',
      replace_hint:
        'Yalnızca %{name} dosyasını değiştirmek için seçiniz. PDF, JPEG, PNG, WEBP, Word veya Excel, en fazla 10 MB',
      wrong_type: 'Doküman PDF, JPEG, PNG, WEBP, Word (.docx) veya Excel (.xlsx) dosyası olmalıdır.',
      too_large: 'Doküman en fazla 10 MB olabilir.',
      missing: 'Dokümanın dosyasını seçiniz.',
      download: '%{name} dosyasını indir',
    },
  },
} satisfies Catalogue<typeof en>;
