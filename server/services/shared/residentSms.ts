/**
 * A reply that may also go to the resident by SMS (tickets and conversations, issue 11). The reply is written
 * first and stays written: the SMS is a separate send through the SMS services (credits, opt-outs and refusals
 * as for any send), and a refusal only says why no SMS went out.
 */
import type { Executor } from '../../db';
import { AppError } from '../../errors';
import { type CampaignQueue, sendSms } from '../sms/compose';

export interface SmsDeps {
  db: Executor;
  queue: CampaignQueue;
  provider: string;
  origin?: string;
}

/** What happened to the SMS of a reply: null when none was asked for. */
export type SmsOutcome = { sent: boolean; description: string } | null;

export const NO_SMS_RIGHT = 'SMS gönderme yetkiniz yok.';
export const NO_RESIDENT = 'Bu talebin bir sakini yok.';

export async function textResident(
  deps: SmsDeps,
  actor: { accountId: number; userId: number | null },
  ask: { residentId: number | null; message: string; mayText: boolean },
): Promise<NonNullable<SmsOutcome>> {
  const refused = (why: string) => ({
    sent: false,
    description: `Mesaj kaydedildi; SMS gönderilmedi: ${why}`,
  });
  if (!ask.mayText) return refused(NO_SMS_RIGHT);
  if (ask.residentId === null) return refused(NO_RESIDENT);
  try {
    await sendSms(deps, actor, 'residents', {
      all_data: false,
      sending: [ask.residentId],
      message: ask.message,
    });
    return { sent: true, description: 'Mesaj kaydedildi ve SMS olarak gönderildi.' };
  } catch (error) {
    if (error instanceof AppError) return refused(error.description);
    throw error;
  }
}
