/** The resident page's summary (issue 11): the resident's flats, open debts, receipts and the announcements. */
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import { residentPageRepository as repo } from '../../repositories/shared/residentPage';
import { readAnnouncementFileOf } from '../communication/announcements';
import { receiptPdfOf } from '../money';
import { providerFor } from '../payments/providers';
import { paymentSettings } from '../payments/settings';
import type { ResidentSession } from '../property/residentPageLinks';

/**
 * A resident who has left every flat sees their name and own receipts only: no debts, announcements or polls
 * (the page hides its forms, plugins/residentPage.ts refuses the writes).
 */
export async function residentSummary(db: Db, payments: PaymentsConfig, resident: ResidentSession) {
  const { accountId, residentId, hasFlat } = resident;
  const who = await repo.who(db, accountId, residentId);
  if (!who) throw notFound();
  const [flats, debts, receipts, announcements, settings] = await Promise.all([
    repo.flats(db, accountId, residentId),
    hasFlat ? repo.openDebts(db, accountId, residentId) : [],
    repo.receipts(db, accountId, residentId),
    hasFlat ? repo.announcements(db, accountId) : [],
    hasFlat ? paymentSettings(db, payments, accountId) : null,
  ]);
  // The pay button only where a payment can start: a provider this installation offers, with its credentials.
  const onlinePayment =
    settings &&
    (settings.credentialsSet || settings.provider === 'test') &&
    providerFor(payments, settings.provider)
      ? settings
      : null;
  return { who, hasFlat, flats, debts, receipts, announcements, onlinePayment };
}

/** One of the resident's own receipts as PDF; another's (or another account's) is not found. */
export async function residentReceiptPdf(db: Db, resident: ResidentSession, receiptId: number) {
  if (!(await repo.ownsReceipt(db, resident.accountId, resident.residentId, receiptId))) {
    throw notFound('Makbuz bulunamadı.');
  }
  return receiptPdfOf(db, resident.accountId, receiptId);
}

/**
 * The file of an announcement the resident's page lists (their account's, shown, and only while they have a
 * flat, as the summary lists them); any other is not found, without saying whether it exists.
 */
export async function residentAnnouncementFile(
  db: Db,
  dataDir: string,
  resident: ResidentSession,
  announcementId: number,
) {
  const row = resident.hasFlat
    ? await repo.shownAnnouncementFile(db, resident.accountId, announcementId)
    : null;
  if (!row) throw notFound('Duyuru dosyası bulunamadı.');
  return readAnnouncementFileOf(dataDir, resident.accountId, {
    fileName: row.file_name,
    storedName: row.stored_name,
  });
}
