import type { Catalogue } from '../../i18n/catalogue';

/**
 * The system logs page's texts (`app.system_logs.*`). The names of what the log holds (tables, fields, words) are in
 * ./auditNames.ts, read by the page itself, so that they load with the page and not with every first screen.
 */
export const en = {
  app: {
    system_logs: {
      title: 'System logs',
      not_allowed: 'You are not allowed to see the system logs.',
      filters: 'Filters',
      table: 'Table',
      user: 'User',
      all: 'All',
      start_date: 'From',
      end_date: 'To',
      show: 'Show',
      operator: 'Platform operator',
      system: 'System',
      record: 'Record no %{id}',
      field: 'Field',
      before: 'Before',
      after: 'After',
      no_fields: 'No field to show.',
      yes: 'Yes',
      no: 'No',
      actions: { insert: 'Added', update: 'Updated', delete: 'Deleted' },
    },
    menu_pages: { system_logs: 'System logs' },
  },
};

export const tr = {
  app: {
    system_logs: {
      title: 'Sistem kayıtları',
      not_allowed: 'Sistem kayıtlarını görme yetkiniz yok.',
      filters: 'Süzgeçler',
      table: 'Tablo',
      user: 'Kullanıcı',
      all: 'Tümü',
      start_date: 'Başlangıç',
      end_date: 'Bitiş',
      show: 'Göster',
      operator: 'Platform operatörü',
      system: 'Sistem',
      record: 'Kayıt no %{id}',
      field: 'Alan',
      before: 'Önceki değer',
      after: 'Yeni değer',
      no_fields: 'Gösterilecek alan yok.',
      yes: 'Evet',
      no: 'Hayır',
      actions: { insert: 'Eklendi', update: 'Güncellendi', delete: 'Silindi' },
    },
    menu_pages: { system_logs: 'Sistem kayıtları' },
  },
} satisfies Catalogue<typeof en>;
