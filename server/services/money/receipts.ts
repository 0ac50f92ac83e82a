import type { Executor } from '../../db';
import { notFound } from '../../errors';
import { collectionsRepository } from '../../repositories/money/collections';
import { receiptsRepository } from '../../repositories/money/receipts';
import { dmy } from '../../schemas/shared/money';
import { type ReceiptLogo, renderReceiptPdf } from './receiptPdf';

type Found = NonNullable<Awaited<ReturnType<typeof collectionsRepository.receipt>>>;
type Lines = Awaited<ReturnType<typeof collectionsRepository.receiptLines>>;
type Letterhead = Awaited<ReturnType<typeof receiptsRepository.letterhead>>;

/** One receipt's PDF from its rows: the association's logo, what it paid and a barcode. */
async function pdfOf(
  accountId: number,
  account: Letterhead,
  found: Found,
  lines: Lines,
): Promise<{ number: number; pdf: Buffer }> {
  const { receipt } = found;
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

/** GET /user/receipt/file/{id}: the receipt as a PDF. */
export async function receiptPdfOf(
  exec: Executor,
  accountId: number,
  receiptId: number,
): Promise<{ number: number; pdf: Buffer }> {
  const found = await collectionsRepository.receipt(exec, accountId, receiptId);
  if (!found) throw notFound('Makbuz bulunamadı.');
  const lines = await collectionsRepository.receiptLines(exec, accountId, found.receipt.id);
  const account = await receiptsRepository.letterhead(exec, accountId);
  return pdfOf(accountId, account, found, lines);
}

/**
 * The PDFs of many receipts, one at a time in the ids' order, their rows read with four queries for the lot
 * instead of four each (the owner's export, server/services/session/accountExportArchive.ts).
 */
export async function* receiptPdfsOf(
  exec: Executor,
  accountId: number,
  ids: number[],
): AsyncGenerator<{ number: number; pdf: Buffer }> {
  if (ids.length === 0) return;
  const found = new Map(
    (await collectionsRepository.receiptsByIds(exec, accountId, ids)).map((row) => [row.receipt.id, row]),
  );
  const lines = await collectionsRepository.receiptLinesByIds(exec, accountId, ids);
  const account = await receiptsRepository.letterhead(exec, accountId);
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw notFound('Makbuz bulunamadı.');
    yield pdfOf(accountId, account, row, lines.get(id)!);
  }
}
