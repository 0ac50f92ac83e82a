/**
 * The demo's requests and conversations (issue 11): residents write from their personal page (a fault being
 * handled, a complaint nobody answered yet, a fault resolved) and the management answers from the back office;
 * two conversations, one started by a resident, one by the management. Written through the same services as the
 * API and the resident page, so the bell holds their notifications.
 */
import type { Executor } from '../db';
import { residentsRepository } from '../repositories/property/residents';
import type { TicketCategory, TicketStatus } from '../repositories/shared/tickets';
import {
  issueResidentLink,
  type ResidentSession,
  residentOfToken,
} from '../services/property/residentPageLinks';
import { residentWrites, sendToResident } from '../services/shared/conversations';
import type { SmsDeps } from '../services/shared/residentSms';
import { openResidentTicket, replyToTicket, residentTicketReply } from '../services/shared/tickets';

type Actor = { accountId: number; userId: number };

interface DemoTicket {
  subject: string;
  category: TicketCategory;
  body: string;
  /** The management's answer and the status it leaves, then the resident's answer to it. */
  answer?: { message: string; status: TicketStatus; residentAgain?: string };
}

const DEMO_TICKETS: DemoTicket[] = [
  {
    subject: 'B Blok asansörü çalışmıyor',
    category: 'fault',
    body: 'Asansör sabahtan beri 3. katta duruyor, kapısı açılmıyor.',
    answer: {
      message: 'Asansör firmasına haber verdik, teknisyen öğleden sonra gelecek.',
      status: 'in_progress',
      residentAgain: 'Teşekkürler, yaşlı komşularımız için merdivene tutamak konulabilir mi?',
    },
  },
  {
    subject: 'Otoparkta gece gürültüsü',
    category: 'complaint',
    body: 'Her gece 01:00 civarında otoparkta yüksek sesle müzik çalınıyor.',
  },
  {
    subject: 'Bahçe aydınlatması yanmıyor',
    category: 'fault',
    body: 'Çocuk parkının yanındaki iki lamba bir haftadır yanmıyor.',
    answer: { message: 'Ampuller ve sigorta değiştirildi, lambalar yanıyor.', status: 'resolved' },
  },
];

/** Two residents with a flat: the first writes the requests, the second has the conversations. */
async function writers(tx: Executor, accountId: number) {
  const { rows } = await residentsRepository.list(
    tx,
    accountId,
    { linkedOnly: true },
    { page: { offset: 0, limit: 2 }, sort: 'id' },
  );
  if (rows.length < 2) throw new Error('the demo needs two residents with a flat');
  return rows;
}

/** The resident as their personal page acts: through a link of their own, its use logged. */
async function asResident(tx: Executor, actor: Actor, residentId: number): Promise<ResidentSession> {
  const { token } = await issueResidentLink(tx, actor, residentId);
  return residentOfToken(tx, token, 'demo');
}

export async function seedTickets(tx: Executor, actor: Actor): Promise<void> {
  // No SMS goes out from the demo: the answers stay on the resident page.
  const deps: SmsDeps = { db: tx, queue: { enqueue: async () => {} }, provider: 'outbox' };
  const [author, neighbour] = await writers(tx, actor.accountId);
  const writer = await asResident(tx, actor, author!.id);
  for (const ticket of DEMO_TICKETS) {
    const opened = await openResidentTicket(tx, writer, ticket);
    if (!ticket.answer) continue;
    await replyToTicket(deps, actor, {
      ticketId: opened.id,
      message: ticket.answer.message,
      status: ticket.answer.status,
      sendSms: false,
      mayText: false,
    });
    if (ticket.answer.residentAgain)
      await residentTicketReply(tx, writer, opened.id, ticket.answer.residentAgain);
  }

  await residentWrites(tx, writer, 'Kasım aidatını havale ile ödedim, dekontu nereye iletebilirim?');
  await sendToResident(deps, actor, {
    residentId: author!.id,
    body: 'Dekontu bu sayfadan ya da yonetim@yesilvadi.example adresine gönderebilirsiniz.',
    sendSms: false,
    mayText: false,
  });
  await sendToResident(deps, actor, {
    residentId: neighbour!.id,
    body: 'Yeni kapı kartınız hazır, yönetim ofisinden hafta içi 09:00-17:00 arası alabilirsiniz.',
    sendSms: false,
    mayText: false,
  });
  await residentWrites(
    tx,
    await asResident(tx, actor, neighbour!.id),
    'Teşekkürler, yarın öğleden sonra uğrayacağım.',
  );
}
