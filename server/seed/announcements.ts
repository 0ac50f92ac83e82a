/**
 * The demo's announcements (issue 11): two shown to residents, one already hidden (passive 0), written through
 * the same repository as the API, with their audit rows. Without files: the seed has no DATA_DIR.
 */
import type { Executor } from '../db';
import { announcementsRepository } from '../repositories/communication/announcements';

type Actor = { accountId: number; userId: number };

const ANNOUNCEMENTS = [
  {
    title: 'Olağan genel kurul toplantısı',
    content:
      'Yıllık olağan genel kurul toplantımız ayın son cumartesi günü saat 14:00’te A Blok toplantı salonunda ' +
      'yapılacaktır. Gündem: yönetim raporu, yeni yıl bütçesi ve aidat tutarı. Katılımınızı rica ederiz.',
    passive: 1 as const,
  },
  {
    title: 'Asansör periyodik bakımı',
    content:
      'B Blok asansörünün periyodik bakımı salı günü 09:00-12:00 arasında yapılacaktır. Bu saatlerde asansör ' +
      'kullanılamayacaktır.',
    passive: 1 as const,
  },
  {
    title: 'Bahçe ilaçlaması',
    content:
      'Bahçe ve yeşil alanların ilaçlaması tamamlanmıştır. Evcil hayvanlarınızı 24 saat çimlere çıkarmayınız.',
    passive: 0 as const,
  },
];

export async function seedAnnouncements(tx: Executor, actor: Actor): Promise<void> {
  for (const announcement of ANNOUNCEMENTS) {
    await announcementsRepository.insert(tx, actor.accountId, actor, {
      ...announcement,
      userId: actor.userId,
    });
  }
}
