/**
 * The demo's reminder rules (docs/reminders.md): one before the due date by e-mail then SMS, one after it by SMS,
 * and the history of the second one's runs on the 20th of last month and of this month (when it has come).
 */
import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import type { Actor } from '../repositories/shared/audit';
import { reminderRulesRepository } from '../repositories/sms/reminderRules';
import { runReminderRule } from '../services/sms/reminders';

const queue = { enqueue: async () => undefined };

export async function seedReminders(tx: Executor, actor: Actor & { accountId: number }): Promise<void> {
  await reminderRulesRepository.insert(tx, actor, {
    name: 'Son ödemeden 3 gün önce',
    offsetDays: -3,
    minAmount: 0n,
    channels: ['email', 'sms'],
    sendHour: 9,
    template:
      'Sayın {ad}, {son_odeme} son ödeme tarihli aidatınızı hatırlatırız. Ödeme kodu: {odeme_kodu}. {yonetim}',
  });
  const after = await reminderRulesRepository.insert(tx, actor, {
    name: 'Gecikenlere 5 gün sonra',
    offsetDays: 5,
    minAmount: 10_000n,
    channels: ['sms'],
    sendHour: 10,
    template:
      'Sayın {ad_soyad}, {son_odeme} vadeli borcunuzla toplam {borc} borcunuz bulunmaktadır. Ödeme kodu: {odeme_kodu}. {yonetim}',
  });
  const today = todayInIstanbul();
  const last =
    today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 };
  const days = [`${last.year}-${String(last.month).padStart(2, '0')}-20`];
  if (today.day >= 20) days.push(`${today.year}-${String(today.month).padStart(2, '0')}-20`);
  const deps = { db: tx, queue, provider: 'outbox', origin: '' };
  for (const day of days) await runReminderRule(deps, after, day, { manual: false, userId: null });
}
