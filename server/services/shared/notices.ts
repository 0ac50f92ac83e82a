/**
 * The bell's notifications of things that happen without anyone clicking (issue 11): a dues run done, SMS that
 * could not be delivered or a monthly send refused, a licence in its last 15 days, a poll's last day. Each is
 * written once per occasion (unique account + kind + occasion), however many instances or retries meet it.
 */
import { formatDmy, todayInIstanbul } from '../../../common/date';
import type { Executor } from '../../db';
import { notificationsRepository as repo } from '../../repositories/communication/notifications';

export const LICENCE_WARNING_DAYS = 15;

const dmyOfIso = (iso: string) => iso.split('-').reverse().join('.');

export async function noticeDuesRun(
  exec: Executor,
  run: { accountId: number; jobId: number; period: string },
  debtCount: number,
) {
  const [year, month] = run.period.split('-');
  await repo.insertOnce(exec, {
    accountId: run.accountId,
    kind: 'dues_run',
    title: `Aidat borçlandırması yapıldı: ${month}.${year}`,
    body: `${debtCount} daireye borç yazıldı.`,
    link: '/debt-jobs',
    occasion: `${run.jobId}:${run.period}`,
  });
}

/** After a campaign's messages failed (at the gateway or in its delivery report). */
export async function noticeSmsFailures(exec: Executor, campaignId: number) {
  const failed = await repo.failedInCampaign(exec, campaignId);
  if (!failed) return;
  await repo.insertOnce(exec, {
    accountId: failed.accountId,
    kind: 'sms_failed',
    title: 'Bazı SMS’ler iletilemedi',
    body: `Bir gönderimde ${failed.failed} mesaj iletilemedi; nedenleri SMS raporlarında. Kredileri iade edildi.`,
    link: '/sms-reports',
    occasion: `campaign:${campaignId}`,
  });
}

/** A monthly send's month that could not go (too few credits, nobody to reach). */
export async function noticeRefusedMonth(
  exec: Executor,
  refused: { accountId: number; jobId: number; occurrence: string; reason: string },
) {
  await repo.insertOnce(exec, {
    accountId: refused.accountId,
    kind: 'sms_failed',
    title: 'Aylık SMS gönderilemedi',
    body: refused.reason,
    link: '/sms-jobs',
    occasion: `job:${refused.jobId}:${refused.occurrence}`,
  });
}

/** The daily round: licences ending within 15 days, polls on their last day. */
export async function runDailyNotices(exec: Executor, now = new Date()) {
  const today = todayInIstanbul(now);
  const iso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const { licences, polls } = await repo.dailyOccasions(exec, iso, LICENCE_WARNING_DAYS);
  let written = 0;
  for (const account of licences) {
    const fresh = await repo.insertOnce(exec, {
      accountId: account.id,
      kind: 'licence_ending',
      title: `Lisansınız ${dmyOfIso(account.licence_end)} tarihinde bitiyor`,
      body: 'Hizmetin kesilmemesi için lisans sayfasından yenileyebilirsiniz.',
      link: '/licence',
      occasion: account.licence_end,
    });
    if (fresh) written += 1;
  }
  for (const poll of polls) {
    const fresh = await repo.insertOnce(exec, {
      accountId: poll.account_id,
      kind: 'survey_ending',
      title: `Anket bugün sona eriyor: ${poll.title}`,
      body: `Oylar ${formatDmy(today)} günü sonuna kadar alınır.`,
      link: `/surveys/${poll.id}/show`,
      occasion: String(poll.id),
    });
    if (fresh) written += 1;
  }
  return written;
}
