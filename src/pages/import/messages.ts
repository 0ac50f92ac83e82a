import type { Catalogue } from '../../i18n/catalogue';

/** The import page's texts (`app.import.*`). */
export const en = {
  app: {
    import: {
      button: 'Import from Excel',
      title: {
        apartments: 'Import apartments from Excel',
        residents: 'Import residents from Excel',
        debts: 'Import debts from Excel',
      },
      unknown_kind: 'There is no such import. Choose apartments, residents or debts.',
      not_allowed: 'You are not allowed to add records here.',
      steps: {
        template: 'Template',
        file: 'Choose file',
        preview: 'Preview',
        result: 'Import',
      },
      explain: {
        apartments:
          'Fill in one apartment per row under the template’s headers. Buildings the file names that do not exist are created; apartments already registered are left as they are.',
        residents:
          'Fill in one person per row with the building and apartment they belong to. The apartments must already exist. A person already registered (same name and phone) is linked, not added twice.',
        debts:
          'Fill in one debt per row. The apartments, their owners or tenants and the debt types must already exist. All debts of the file are saved as one batch, which can be deleted as a whole.',
      },
      rules:
        'If any row has a problem nothing is imported and every problem row is listed. Importing the same file again adds nothing. At most 10,000 rows per file.',
      columns_caption: 'Columns of the template',
      column: 'Column',
      required: 'Required',
      optional: 'Optional',
      meaning: 'What to write',
      column_help: {
        apartments: {
          building: 'Name of the building (block), e.g. A Blok',
          identifier: 'Apartment number, e.g. 5 or 1A',
          area: 'Gross area in m², e.g. 120,5',
          land: 'Land share, e.g. 12',
          group: 'Name of an existing dues group',
        },
        residents: {
          building: 'Name of the building (block)',
          identifier: 'Apartment number',
          name: 'First name',
          surname: 'Surname',
          phone: 'Mobile phone, e.g. 532 123 45 67',
          type: 'Ev sahibi (owner), Kiracı (tenant) or Hissedar (co-owner)',
          percent: 'Share of a co-owner; the shares of a flat add up to 100',
          birth_day: 'Date of birth as DD.MM.YYYY',
          email: 'E-mail address, e.g. ayse.yilmaz@ornek.com; empty: no address',
        },
        debts: {
          building: 'Name of the building (block)',
          identifier: 'Apartment number',
          amount: 'Amount in TL, above 0, at most 2 decimals, e.g. 850 or 1.250,50',
          accounting_type: 'Name of an existing income type (debt type), e.g. Aidat',
          due_date: 'Due date as DD.MM.YYYY',
          description: 'Empty: the name of the debt type',
          responsible:
            'Who owes it: Ev sahibi (owner, when empty) or Kiracı (tenant; the owner when nobody rents)',
        },
      },
      download_template: 'Download template',
      next: 'Next',
      back: 'Back',
      choose_file: 'Choose file',
      file_label: 'Excel file (.xlsx, .xls)',
      file_hint:
        'Choose the filled-in template or your own file with the same column headers (.xlsx or .xls).',
      reading: 'Reading the file… %{percent}%',
      errors: {
        empty: 'The file is empty: there are no rows to import.',
        not_spreadsheet: 'This file is not an Excel file. Choose a .xlsx or .xls file.',
        unreadable: 'The file could not be read. Open it in Excel, save it as .xlsx and try again.',
        encrypted: 'The file is password protected. Remove the password and try again.',
        too_large: 'The file is too large (at most 20 MB).',
      },
      summary: '%{count} rows read from %{file} (sheet %{sheet}).',
      examples_skipped:
        'Example row skipped: row %{rows} is the template’s example and is not imported. Write your own rows under it.',
      preview_caption: 'Rows of the file',
      showing_first: 'The first %{shown} of %{count} rows are shown.',
      row: 'Row',
      problems_caption: 'Problem rows',
      problem_column: 'Column',
      problem_reason: 'Reason',
      fix_file: 'Correct the file and choose it again.',
      import: 'Import',
      importing: 'Importing… %{percent}%',
      saving: 'Checking and saving the rows…',
      nothing_imported: 'Nothing was imported.',
      problem_count:
        '%{smart_count} problem found. Correct the rows below and choose the file again. |||| %{smart_count} problems found. Correct the rows below and choose the file again.',
      done: 'Import finished',
      go_to_list: {
        apartments: 'Go to apartments',
        residents: 'Go to residents',
        debts: 'See the debts',
      },
      another: 'Import another file',
    },
  },
};

export const tr = {
  app: {
    import: {
      button: 'Excel’den aktar',
      title: {
        apartments: 'Daireleri Excel’den içe aktar',
        residents: 'Sakinleri Excel’den içe aktar',
        debts: 'Borçları Excel’den içe aktar',
      },
      unknown_kind: 'Böyle bir içe aktarma yok. Daireler, sakinler veya borçlar seçiniz.',
      not_allowed: 'Burada kayıt ekleme yetkiniz yok.',
      steps: {
        template: 'Şablon',
        file: 'Dosya seç',
        preview: 'Önizleme',
        result: 'İçe aktar',
      },
      explain: {
        apartments:
          'Şablonun başlıkları altına her satıra bir daire yazınız. Dosyada adı geçen ama kayıtlı olmayan bloklar oluşturulur; zaten kayıtlı daireler olduğu gibi bırakılır.',
        residents:
          'Her satıra bir kişiyi, bağlı olduğu blok ve daireyle yazınız. Daireler önceden kayıtlı olmalıdır. Zaten kayıtlı bir kişi (aynı ad ve telefon) yeniden eklenmez, daireye bağlanır.',
        debts:
          'Her satıra bir borç yazınız. Daireler, ev sahipleri veya kiracıları ve borç türleri önceden kayıtlı olmalıdır. Dosyadaki bütün borçlar tek bir toplu borç olarak kaydedilir; gerekirse toplu olarak silinebilir.',
      },
      rules:
        'Bir satırda bile sorun varsa hiçbir kayıt eklenmez ve sorunlu satırların hepsi listelenir. Aynı dosyayı yeniden yüklemek kayıt eklemez. Bir dosyada en fazla 10.000 satır olabilir.',
      columns_caption: 'Şablonun sütunları',
      column: 'Sütun',
      required: 'Zorunlu',
      optional: 'İsteğe bağlı',
      meaning: 'Ne yazılır',
      column_help: {
        apartments: {
          building: 'Blok adı, örneğin A Blok',
          identifier: 'Daire numarası, örneğin 5 veya 1A',
          area: 'Brüt alan (m²), örneğin 120,5',
          land: 'Arsa payı, örneğin 12',
          group: 'Kayıtlı bir aidat grubunun adı',
        },
        residents: {
          building: 'Blok adı',
          identifier: 'Daire numarası',
          name: 'Ad',
          surname: 'Soyad',
          phone: 'Cep telefonu, örneğin 532 123 45 67',
          type: 'Ev sahibi, Kiracı veya Hissedar',
          percent: 'Hissedarın payı; bir dairenin hisseleri toplamı 100 olmalıdır',
          birth_day: 'Doğum tarihi, GG.AA.YYYY',
          email: 'E-posta adresi, örneğin ayse.yilmaz@ornek.com; boşsa adres kaydedilmez',
        },
        debts: {
          building: 'Blok adı',
          identifier: 'Daire numarası',
          amount: 'TL olarak tutar; 0’dan büyük, en fazla 2 ondalık, örneğin 850 veya 1.250,50',
          accounting_type: 'Kayıtlı bir gelir türünün (borç türü) adı, örneğin Aidat',
          due_date: 'Son ödeme tarihi, GG.AA.YYYY',
          description: 'Boş bırakılırsa borç türünün adı',
          responsible: 'Borçlu: Ev sahibi (boşsa) veya Kiracı (kiracı yoksa ev sahibi)',
        },
      },
      download_template: 'Şablonu indir',
      next: 'İleri',
      back: 'Geri',
      choose_file: 'Dosya seç',
      file_label: 'Excel dosyası (.xlsx, .xls)',
      file_hint:
        'Doldurduğunuz şablonu veya aynı sütun başlıklarını taşıyan kendi dosyanızı seçiniz (.xlsx veya .xls).',
      reading: 'Dosya okunuyor… %%{percent}',
      errors: {
        empty: 'Dosya boş: içe aktarılacak satır yok.',
        not_spreadsheet:
          'Bu dosya bir Excel dosyası değil. Lütfen .xlsx veya .xls uzantılı bir dosya seçiniz.',
        unreadable: 'Dosya okunamadı. Dosyayı Excel’de açıp .xlsx olarak kaydederek yeniden deneyiniz.',
        encrypted: 'Dosya parola korumalı. Parolayı kaldırıp yeniden deneyiniz.',
        too_large: 'Dosya çok büyük (en fazla 20 MB).',
      },
      summary: '%{file} dosyasından %{count} satır okundu (sayfa: %{sheet}).',
      examples_skipped:
        'Örnek satır atlandı: %{rows}. satır şablondaki örnektir, içe aktarılmaz. Kendi satırlarınızı altına yazınız.',
      preview_caption: 'Dosyadaki satırlar',
      showing_first: '%{count} satırın ilk %{shown} satırı gösteriliyor.',
      row: 'Satır',
      problems_caption: 'Sorunlu satırlar',
      problem_column: 'Sütun',
      problem_reason: 'Sebep',
      fix_file: 'Dosyayı düzeltip yeniden seçiniz.',
      import: 'İçe aktar',
      importing: 'İçe aktarılıyor… %%{percent}',
      saving: 'Satırlar kontrol edilip kaydediliyor…',
      nothing_imported: 'Hiçbir kayıt eklenmedi.',
      problem_count:
        '%{smart_count} sorun bulundu. Aşağıdaki satırları düzeltip dosyayı yeniden seçiniz. |||| %{smart_count} sorun bulundu. Aşağıdaki satırları düzeltip dosyayı yeniden seçiniz.',
      done: 'İçe aktarma tamamlandı',
      go_to_list: {
        apartments: 'Daire listesine git',
        residents: 'Sakin listesine git',
        debts: 'Borçları gör',
      },
      another: 'Başka bir dosya yükle',
    },
  },
} satisfies Catalogue<typeof en>;
