import type { Catalogue } from '../../i18n/catalogue';

/** The notifications page's and the app bar bell's texts (`app.notifications.*`). */
export const en = {
  app: {
    notifications: {
      title: 'Notifications',
      bell: 'Notifications',
      bell_unread: 'Notifications, %{smart_count} unread',
      only_unread: 'Only unread',
      mark_all: 'Mark all as read',
      mark_one: 'Mark as read',
      open: 'Open',
      empty: 'No notifications.',
      unread: 'Unread',
    },
  },
};

export const tr = {
  app: {
    notifications: {
      title: 'Bildirimler',
      bell: 'Bildirimler',
      bell_unread: 'Bildirimler, %{smart_count} okunmamış',
      only_unread: 'Yalnızca okunmamışlar',
      mark_all: 'Tümünü okundu işaretle',
      mark_one: 'Okundu işaretle',
      open: 'Aç',
      empty: 'Bildirim yok.',
      unread: 'Okunmamış',
    },
  },
} satisfies Catalogue<typeof en>;
