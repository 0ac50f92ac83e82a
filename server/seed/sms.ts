/**
 * The demo's SMS (issue 10): templates a manager would keep, a water-cut notice sent to every resident last week
 * with its delivery report (most delivered, a few failed and refunded), and the monthly dues reminder to
 * debtors on the 1st at 10:00. Sent through the same services as the compose page; the demo gateway stands in
 * for the network and reports what a real one would.
 */
import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { deliveryOutcome } from '../domain/netgsm';
import type { SmsProvider } from '../plugins/sms';
import { plainRepository } from '../repositories/shared/plainRepository';
import { sendSms } from '../services/sms/compose';
import { deliverCampaign, readDeliveryReports } from '../services/sms/sending';

type Actor = { accountId: number; userId: number };

const TEMPLATES = [
  {
    name: 'Aidat hatırlatma',
    type: 2,
    message:
      'Sayın {ad_soyad}, {daire} için {borc} ödenmemiş aidat borcunuz bulunmaktadır. En eski vade: {en_eski_vade}. {yonetim}',
  },
  {
    name: 'Su kesintisi duyurusu',
    type: 5,
    message:
      'Sayın {ad}, salı günü 10:00-16:00 arası bakım nedeniyle sular kesik olacaktır. Bilginize. {yonetim}',
  },
  {
    name: 'Doğum günü kutlaması',
    type: 3,
    message:
      'Sayın {ad_soyad}, doğum gününüzü kutlar; sağlık ve mutluluk dolu nice yıllar dileriz. {yonetim}',
  },
  {
    name: 'Tahsilat bildirimi',
    type: 4,
    message:
      'Sayın {ad_soyad}, {tutar} ödemeniz alınmıştır. Makbuz no: {makbuz_no}. Teşekkür ederiz. {yonetim}',
  },
  {
    name: 'Genel kurul daveti',
    type: 5,
    message:
      'Sayın {ad_soyad}, olağan genel kurul toplantımız 14 Aralık Pazar 14:00’te sosyal tesiste yapılacaktır. {yonetim}',
  },
];

const templates = plainRepository('smsTemplates', { notFound: 'Şablon bulunamadı.', orderBy: ['name'] });

/** The demo's network: accepts every batch, and reports every ninth number undeliverable. */
export function demoGateway(): SmsProvider {
  const sent: { jobId: string; phone: string }[] = [];
  return {
    name: 'demo',
    async send() {},
    async sendBatch(messages) {
      const jobId = `DEMO-${sent.length + 1}`;
      for (const m of messages) sent.push({ jobId, phone: m.to });
      return { ok: true, jobId };
    },
    async report() {
      return sent.map((s, index) => ({
        jobId: s.jobId,
        phone: s.phone,
        outcome: deliveryOutcome(index % 9 === 8 ? 3 : 1),
      }));
    },
  };
}

const queue = { enqueue: async () => undefined };

export async function seedSms(tx: Executor, actor: Actor, buildingIds: number[]): Promise<void> {
  const byName = new Map<string, number>();
  for (const template of TEMPLATES) {
    const row = await templates.insert(tx, actor.accountId, actor, { ...template, commercial: false });
    byName.set(template.name, row.id);
  }

  const gateway = demoGateway();
  const notice = await sendSms({ db: tx, queue, provider: gateway.name }, actor, 'buildings', {
    all_data: true,
    building_ids: buildingIds,
    resident_type: 0,
    sms_template_id: byName.get('Su kesintisi duyurusu'),
  });
  await deliverCampaign(tx, gateway, notice.campaignId);
  await readDeliveryReports(tx, gateway);

  // The dues reminder, every month on the 1st at 10:00 until the end of next year, to residents in debt.
  const today = todayInIstanbul();
  const first =
    today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
  const dmy = (day: number, month: number, year: number) =>
    `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
  await sendSms({ db: tx, queue, provider: 'outbox' }, actor, 'debtors', {
    all_data: true,
    min_amount: '1,00',
    overdue_days: 0,
    sms_template_id: byName.get('Aidat hatırlatma'),
    is_future_date: true,
    future_date: { hour: 10, minute: 0, start_date: dmy(1, first.month, first.year) },
    continually: true,
    continually_date: dmy(31, 12, first.year + 1),
    name: 'test',
  });
}
