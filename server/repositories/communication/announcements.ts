import { announcements } from '../../db/schema';
import { accountScoped } from '../shared/accountScoped';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Duyurular: shown to residents while passive = 1 (docs/domain.md, "Entities and states"), with an optional file. */
export const announcementsRepository = accountScoped(announcements, {
  auditTable: 'announcements',
  notFound: 'Duyuru bulunamadı.',
  search: [announcements.title, announcements.content],
  orderBy: [announcements.createdAt],
});
