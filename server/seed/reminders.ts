/**
 * The demo's reminder rules (docs/reminders.md): 3 days before the due date by e-mail, then SMS for those without
 * an address; 5 days after it by SMS to those owing at least 500 TL. The second rule has run once, on the last
 * 10th, so the history and the effect are not empty. Written through the rules' services, like the page.
 */
import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { reminderRules } from '../services/sms/reminderRules';
import { runReminderRule } from '../services/sms/reminders';
import { deliverCampaign } from '../services/sms/sending';
import { demoGateway } from './sms';

type Actor = { accountId: number; userId: number };

const BEFORE = {
  name: 'Son ödemeden 3 gün önce',
  offset_days: -3,
  channels: ['email', 'sms'] as ('email' | 'sms')[],
  send_hour: 10,
  template:
    'Sayın {ad}, {son_odeme} son ödeme tarihli aidatınızı hatırlatırız. Toplam borcunuz {borc}. Ödeme kodu: {odeme_kodu}. {link}',
};

const AFTER = {
  name: 'Gecikmiş borç (500 TL üzeri)',
  offset_days: 5,
  min_amount: '500,00',
  channels: ['sms'] as ('email' | 'sms')[],
  send_hour: 11,
  template:
    'Sayın {ad}, {son_odeme} vadeli borcunuz ödenmemiştir. Toplam borcunuz {borc}. Ödeme kodu: {odeme_kodu}.',
};

/** The last 10th (5 days after the dues' 5th), ISO: the day the demo's past run reminded. */
function lastTenth(): string {
  const today = todayInIstanbul();
  const back = today.day >= 10 ? 0 : 1;
  const month = ((today.month - 1 - back + 12) % 12) + 1;
  const year = today.month - back < 1 ? today.year - 1 : today.year;
  return `${year}-${String(month).padStart(2, '0')}-10`;
}

export async function seedReminders(tx: Executor, actor: Actor): Promise<void> {
  const rulesActor = { ...actor, operatorId: null };
  await reminderRules.create(tx, rulesActor, BEFORE);
  const after = await reminderRules.create(tx, rulesActor, AFTER);
  const campaigns: number[] = [];
  const gateway = demoGateway();
  const deps = {
    db: tx,
    queue: { enqueue: async (id: number) => void campaigns.push(id) },
    provider: gateway.name,
    origin: '',
    // The rule run here is SMS only: no e-mail leaves the seed, so its mail settings are never read.
    mail: { mail: { provider: 'outbox' as const, from: '' }, dataDir: '', publicUrl: '', jwtSecret: '' },
  };
  await runReminderRule(deps, after, lastTenth(), { manual: false, userId: null });
  for (const id of campaigns) await deliverCampaign(tx, gateway, id);
}
