import { nonMembers } from '../db/schema';
import { accountScoped } from './accountScoped';

export type NonMember = typeof nonMembers.$inferSelect;

/** Contacts who are not residents (üye olmayanlar). */
export const nonMembersRepository = accountScoped(nonMembers, {
  auditTable: 'non_members',
  notFound: 'Kayıt bulunamadı.',
  search: [nonMembers.name, nonMembers.phone],
  orderBy: [nonMembers.name],
});
