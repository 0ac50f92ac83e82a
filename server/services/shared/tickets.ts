/**
 * Tickets (issue 11): the back office opens, reads and answers them; a resident opens and answers their own from
 * the resident page. A resident's new ticket or reply writes a notification for the account's bell.
 */
import type { Db, Executor } from '../../db';
import { notFound } from '../../errors';
import { notificationsRepository } from '../../repositories/communication/notifications';
import { apartmentsRepository } from '../../repositories/property/apartments';
import { residentsRepository } from '../../repositories/property/residents';
import {
  ticketsRepository as repo,
  type TicketCategory,
  type TicketFilters,
  type TicketStatus,
} from '../../repositories/shared/tickets';
import { mailTicketReply } from '../mail/channels';
import type { MailSettings } from '../mail/sending';
import type { ResidentSession } from '../property/residentPageLinks';
import { type SmsDeps, type SmsOutcome, textResident } from './residentSms';

export const TICKET_NOT_FOUND = 'Talep bulunamadı.';

interface Actor {
  accountId: number;
  userId: number;
}

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  body: string;
  apartmentId?: number | null;
  residentId?: number | null;
}

const ticketLink = (id: number) => `/tickets/${id}/show`;

export function listTickets(
  db: Db,
  accountId: number,
  filters: TicketFilters,
  page: { offset: number; limit: number },
) {
  return repo.list(db, accountId, filters, page);
}

/** A ticket with its thread, oldest message first. */
export async function ticketWithThread(db: Db, accountId: number, id: number) {
  const ticket = await repo.find(db, accountId, id);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return { ticket, messages: await repo.messages(db, accountId, [id]) };
}

/** The back office opens a ticket for a resident and/or a flat of the account. */
export async function openTicket(db: Db, actor: Actor, values: NewTicket) {
  return db.transaction(async (tx) => {
    if (values.residentId) await residentsRepository.findOrFail(tx, actor.accountId, values.residentId);
    if (values.apartmentId && !(await apartmentsRepository.findRow(tx, actor.accountId, values.apartmentId)))
      throw notFound('Daire bulunamadı.');
    const ticket = await repo.insert(tx, {
      accountId: actor.accountId,
      residentId: values.residentId ?? null,
      apartmentId: values.apartmentId ?? null,
      subject: values.subject,
      category: values.category,
    });
    await repo.insertMessage(tx, {
      accountId: actor.accountId,
      ticketId: ticket.id,
      userId: actor.userId,
      fromResident: false,
      body: values.body,
    });
    return ticket;
  });
}

export async function changeTicketStatus(db: Db, accountId: number, id: number, status: TicketStatus) {
  if (!(await repo.touch(db, accountId, id, status))) throw notFound(TICKET_NOT_FOUND);
}

/**
 * The management's reply (and new status). The reply is committed first; the e-mail to a resident with a usable
 * address and the SMS, when asked for, are sent after it, so neither a refused SMS (no credits, opted out, no
 * phone) nor a mail error loses the reply.
 */
export async function replyToTicket(
  deps: SmsDeps,
  actor: Actor,
  reply: { ticketId: number; message: string; status?: TicketStatus; sendSms: boolean; mayText: boolean },
  mail: MailSettings | null = null,
): Promise<{ sms: SmsOutcome; mailedTo: string | null }> {
  const ticket = await deps.db.transaction(async (tx) => {
    const found = await repo.find(tx, actor.accountId, reply.ticketId);
    if (!found) throw notFound(TICKET_NOT_FOUND);
    await repo.insertMessage(tx, {
      accountId: actor.accountId,
      ticketId: found.id,
      userId: actor.userId,
      fromResident: false,
      body: reply.message,
    });
    await repo.touch(tx, actor.accountId, found.id, reply.status);
    return found;
  });
  const mailedTo = mail && (await mailTicketReply(deps.db, mail, actor.accountId, ticket, reply.message));
  if (!reply.sendSms) return { sms: null, mailedTo };
  const sms = await textResident(deps, actor, {
    residentId: ticket.residentId,
    message: reply.message,
    mayText: reply.mayText,
  });
  return { sms, mailedTo };
}

/** The resident page: the resident's own tickets with their threads. */
export async function residentTickets(db: Db, resident: ResidentSession) {
  const tickets = await repo.ofResident(db, resident.accountId, resident.residentId);
  const messages = await repo.messages(
    db,
    resident.accountId,
    tickets.map((t) => t.id),
  );
  return tickets.map((t) => ({ ...t, messages: messages.filter((m) => m.ticketId === t.id) }));
}

/** The resident page: a resident opens a ticket; the bell hears of it. */
export async function openResidentTicket(
  db: Executor,
  resident: ResidentSession,
  values: { subject: string; category: TicketCategory; body: string },
) {
  return db.transaction(async (tx) => {
    const who = await residentsRepository.findOrFail(tx, resident.accountId, resident.residentId);
    const ticket = await repo.insert(tx, {
      accountId: resident.accountId,
      residentId: resident.residentId,
      apartmentId: null,
      subject: values.subject,
      category: values.category,
    });
    await repo.insertMessage(tx, {
      accountId: resident.accountId,
      ticketId: ticket.id,
      userId: null,
      fromResident: true,
      body: values.body,
    });
    await notificationsRepository.insert(tx, {
      accountId: resident.accountId,
      kind: 'ticket',
      title: `Yeni talep: ${values.subject}`,
      body: `${who.name} ${who.surname}: ${values.body}`.slice(0, 300),
      link: ticketLink(ticket.id),
    });
    return ticket;
  });
}

/** The resident page: a resident answers one of their own tickets (404 for any other). */
export async function residentTicketReply(
  db: Executor,
  resident: ResidentSession,
  ticketId: number,
  body: string,
) {
  await db.transaction(async (tx) => {
    const ticket = await repo.find(tx, resident.accountId, ticketId);
    if (!ticket || ticket.residentId !== resident.residentId) throw notFound(TICKET_NOT_FOUND);
    await repo.insertMessage(tx, {
      accountId: resident.accountId,
      ticketId: ticket.id,
      userId: null,
      fromResident: true,
      body,
    });
    await repo.touch(tx, resident.accountId, ticket.id);
    await notificationsRepository.insert(tx, {
      accountId: resident.accountId,
      kind: 'ticket_reply',
      title: `Talebe yanıt: ${ticket.subject}`,
      body: `${ticket.residentName ?? 'Sakin'}: ${body}`.slice(0, 300),
      link: ticketLink(ticket.id),
    });
  });
}
