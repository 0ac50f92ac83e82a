/**
 * The money papers that go by e-mail (docs/mail.md, "What goes by e-mail"): the receipt after a collection when
 * the account's mail_receipts setting is on, and a resident's statement (ekstre) when the manager sends it or the
 * monthly run does (statements.ts).
 * Both carry their PDF, made by the same builders as the downloads.
 */
import { formatDmy, isoToDmy, todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { hasUsableEmail } from '../../domain/mail';
import { conflict, fieldError, notFound } from '../../errors';
import { type MailMessage, mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { collectionsRepository } from '../../repositories/money/collections';
import { debtsRepository } from '../../repositories/money/debts';
import { receiptsRepository } from '../../repositories/money/receipts';
import { settingsRepository } from '../../repositories/session/settings';
import { receiptPdfOf } from '../money/receipts';
import { renderReportPdf } from '../reports/reportPdf';
import { type MailSettings, sendMail } from './sending';

/**
 * After a collection: its receipt to the payer, when the account sends receipts by e-mail and the payer has a
 * usable address. Null when nothing was sent for one of those reasons.
 */
export async function mailReceipt(
  db: Executor,
  settings: MailSettings,
  accountId: number,
  receiptId: number,
): Promise<MailMessage | null> {
  if (!(await settingsRepository.ensure(db, accountId)).mailReceipts) return null;
  const found = await collectionsRepository.receipt(db, accountId, receiptId);
  const payerId = found?.receipt.residentId;
  if (!found || !payerId) return null;
  const payer = await mailMessagesRepository.recipient(db, accountId, payerId);
  if (!payer || !hasUsableEmail(payer)) return null;
  const { number, pdf } = await receiptPdfOf(db, accountId, receiptId);
  const { receipt } = found;
  const remaining =
    receipt.remainingAfter > 0n
      ? `Kalan borcunuz: ${formatMoney(receipt.remainingAfter)}.`
      : 'Borcunuz kalmadı.';
  return sendMail(db, settings, {
    accountId,
    residentId: payerId,
    to: payer.email!,
    subject: `Tahsilat makbuzu No ${number}`,
    text:
      `Sayın ${payer.name} ${payer.surname},\n\n` +
      `${isoToDmy(receipt.date)} tarihli ${formatMoney(receipt.total)} tutarındaki ödemeniz alındı. ` +
      `Makbuzunuz bu e-postanın ekindedir (makbuz no ${number}).\n\n${remaining}\n\nTeşekkür ederiz.`,
    kind: 'receipt',
    attachments: [{ filename: `makbuz-${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
}

/**
 * POST /resident/statement/mail: the resident's statement (ekstre) PDF to their address. Refused in Turkish when
 * they have no address or it bounced; a provider's refusal is in the answered row.
 */
export async function mailStatement(
  db: Executor,
  settings: MailSettings,
  accountId: number,
  residentId: number,
): Promise<MailMessage> {
  const resident = await mailMessagesRepository.recipient(db, accountId, residentId);
  if (!resident) throw notFound('Sakin bulunamadı.');
  const fullName = `${resident.name} ${resident.surname}`;
  if (!resident.email) {
    throw fieldError(
      'email',
      `${fullName} için e-posta adresi kayıtlı değil; önce sakinin e-posta adresini giriniz.`,
    );
  }
  if (resident.emailBouncedAt) {
    throw conflict(
      `${resident.email} adresine giden e-posta geri döndü (${formatDmy(todayInIstanbul(resident.emailBouncedAt))}); ` +
        'sakinin e-posta adresini düzeltiniz.',
    );
  }
  const assocName = (await receiptsRepository.assocName(db, accountId)) ?? '';
  const { rows, totals } = await debtsRepository.list(
    db,
    accountId,
    { residentId },
    { page: null, order: 'oldest' },
  );
  const today = formatDmy(todayInIstanbul());
  const pdf = await renderReportPdf({
    assocName,
    title: `${fullName} hesap ekstresi`,
    subtitle: `${today} tarihi itibarıyla`,
    columns: [
      { label: 'Vade', width: 10 },
      { label: 'Daire', width: 14 },
      { label: 'Açıklama', width: 30 },
      { label: 'Tutar', width: 12 },
      { label: 'Ödenen', width: 12 },
      { label: 'Kalan', width: 12 },
    ],
    rows: rows.map((d) => [
      isoToDmy(d.dueDate),
      `${d.buildingName} ${d.identifier}`,
      d.description ?? d.accountingType,
      d.amount,
      d.paid,
      d.amount - d.paid,
    ]),
    totals: [
      ['Toplam borç', totals.amount],
      ['Ödenen', totals.paid],
      ['Kalan', totals.amount - totals.paid],
    ],
    created: new Date(),
  });
  const remaining = totals.amount - totals.paid;
  return (await sendMail(db, settings, {
    accountId,
    residentId,
    to: resident.email,
    subject: `Hesap ekstreniz (${today})`,
    text:
      `Sayın ${fullName},\n\n${today} tarihli hesap ekstreniz bu e-postanın ekindedir.\n\n` +
      (remaining > 0n ? `Kalan borcunuz: ${formatMoney(remaining)}.` : 'Borcunuz bulunmuyor.'),
    kind: 'statement',
    attachments: [{ filename: `ekstre-${today}.pdf`, content: pdf, contentType: 'application/pdf' }],
  }))!;
}
