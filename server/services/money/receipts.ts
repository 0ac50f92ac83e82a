import type { Executor } from '../../db';
import { notFound } from '../../errors';
import { collectionsRepository } from '../../repositories/money/collections';
import { receiptsRepository } from '../../repositories/money/receipts';
import { dmy } from '../../schemas/shared/money';
import { type ReceiptLogo, renderReceiptPdf } from './receiptPdf';

/** GET /user/receipt/file/{id}: the receipt as a PDF, with the association's logo, what it paid and a barcode. */
export async function receiptPdfOf(
  exec: Executor,
  accountId: number,
  receiptId: number,
): Promise<{ number: number; pdf: Buffer }> {
  const found = await collectionsRepository.receipt(exec, accountId, receiptId);
  if (!found) throw notFound('Makbuz bulunamadı.');
  const { receipt } = found;
  const lines = await collectionsRepository.receiptLines(exec, accountId, receipt.id);
  const account = await receiptsRepository.letterhead(exec, accountId);
  const first = lines.paid[0];
  // The code is printed only when it names the one flat the receipt paid for (docs/bank.md).
  const oneFlat = first && lines.paid.every((line) => line.apartmentId === first.apartmentId);
  const pdf = await renderReceiptPdf({
    logo:
      account?.logo && account.logoMime
        ? { bytes: account.logo, mime: account.logoMime as ReceiptLogo['mime'] }
        : null,
    assocName: account?.assocName ?? '',
    number: receipt.number,
    date: dmy(receipt.date),
    payerName: found.residentName ?? '',
    payerSurname: found.residentSurname ?? '',
    ...(first && { apartment: `${first.buildingName} ${first.identifier}` }),
    ...(oneFlat && { paymentCode: first.paymentCode }),
    amount: receipt.total,
    remaining: receipt.remainingAfter,
    lines: [
      ...lines.paid.map((line) => ({
        description: `${line.description} (vade ${dmy(line.dueDate)})`,
        amount: line.amount,
      })),
      ...(lines.surplus > 0n ? [{ description: 'Avansa aktarılan fazla ödeme', amount: lines.surplus }] : []),
    ],
    barcode: `MKB-${accountId}-${String(receipt.number).padStart(6, '0')}`,
    cancelled: receipt.deletedAt !== null,
  });
  return { number: receipt.number, pdf };
}
