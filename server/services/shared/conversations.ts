/**
 * Conversations with residents (issue 11): the management writes (optionally also by SMS), the resident answers
 * from the resident page, which writes a notification for the account's bell.
 */
import type { Db, Executor } from '../../db';
import { notFound } from '../../errors';
import { notificationsRepository, type Reader } from '../../repositories/communication/notifications';
import { residentsRepository } from '../../repositories/property/residents';
import { residentMessagesRepository as repo } from '../../repositories/shared/residentMessages';
import type { ResidentSession } from '../property/residentPageLinks';
import { type SmsDeps, type SmsOutcome, textResident } from './residentSms';

export const MESSAGE_NOT_FOUND = 'Mesaj bulunamadı.';

export function listConversations(db: Db, accountId: number, page: { offset: number; limit: number }) {
  return repo.conversations(db, accountId, page);
}

/** Where the bell's notification of a resident's message leads: the conversation with the resident. */
const conversationLink = (residentId: number) => `/conversations/${residentId}/show`;

/** The bell's notifications of this conversation become read for the user who opened or answered it (issue 26). */
function markConversationNoticed(exec: Executor, reader: Reader, residentId: number, at: Date) {
  return notificationsRepository.markReadAt(
    exec,
    reader,
    'resident_message',
    conversationLink(residentId),
    at,
  );
}

/**
 * A resident's thread, oldest first; reading it marks the resident's messages read, and the bell's notifications
 * of them read for the reader (none for a support session, `reader` null, which only looks).
 */
export async function conversationThread(
  db: Db,
  accountId: number,
  residentId: number,
  reader: Reader | null,
) {
  return db.transaction(async (tx) => {
    const resident = await residentsRepository.findOrFail(tx, accountId, residentId);
    const messages = await repo.thread(tx, accountId, residentId);
    const now = new Date();
    await repo.markRead(tx, accountId, residentId, now);
    if (reader) await markConversationNoticed(tx, reader, residentId, now);
    return { resident, messages };
  });
}

/**
 * The management's message to a resident. It is committed first; the SMS, when asked for, is sent after it so a
 * refused SMS never loses the message.
 */
export async function sendToResident(
  deps: SmsDeps,
  actor: { accountId: number; userId: number },
  message: { residentId: number; body: string; sendSms: boolean; mayText: boolean },
): Promise<{ sms: SmsOutcome }> {
  await deps.db.transaction(async (tx) => {
    await residentsRepository.findOrFail(tx, actor.accountId, message.residentId);
    await repo.insert(tx, {
      accountId: actor.accountId,
      residentId: message.residentId,
      userId: actor.userId,
      fromResident: false,
      body: message.body,
    });
    await markConversationNoticed(tx, actor, message.residentId, new Date());
  });
  if (!message.sendSms) return { sms: null };
  const sms = await textResident(deps, actor, {
    residentId: message.residentId,
    message: message.body,
    mayText: message.mayText,
  });
  return { sms };
}

export async function deleteMessage(db: Db, accountId: number, id: number) {
  if (!(await repo.softDelete(db, accountId, id, new Date()))) throw notFound(MESSAGE_NOT_FOUND);
}

/** The resident page: the resident's conversation, oldest first. */
export function residentConversation(db: Db, resident: ResidentSession) {
  return repo.thread(db, resident.accountId, resident.residentId);
}

/** The resident page: the resident writes to the management; the bell hears of it. */
export async function residentWrites(db: Executor, resident: ResidentSession, body: string) {
  await db.transaction(async (tx) => {
    const who = await residentsRepository.findOrFail(tx, resident.accountId, resident.residentId);
    await repo.insert(tx, {
      accountId: resident.accountId,
      residentId: resident.residentId,
      userId: null,
      fromResident: true,
      body,
    });
    await notificationsRepository.insert(tx, {
      accountId: resident.accountId,
      kind: 'resident_message',
      title: `Yeni mesaj: ${who.name} ${who.surname}`,
      body: body.slice(0, 300),
      link: conversationLink(resident.residentId),
    });
  });
}
