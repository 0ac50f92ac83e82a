/**
 * The receipt of a paid order, as a PDF: what the account bought from the platform, for how much, when it was
 * confirmed and under which reference. Set in the same embedded DejaVu Sans as the collection receipt (Turkish
 * letters and ₺); the creation date is the payment's, so the same order gives the same bytes.
 */
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { BankConfig } from '../../config';
import type { Executor } from '../../db';
import { notFound } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import type { OrderWithPackage } from '../../repositories/session/orders';
import { ordersRepository } from '../../repositories/session/orders';
import { startPdf } from '../shared/pdfDocument';

function whatWasBought(order: OrderWithPackage): string {
  return order.kind === 'licence'
    ? `${order.packageName}: ${order.apartmentCount} daire, ${order.months} ay lisans`
    : `${order.packageName}: ${order.smsCredits} SMS kredisi`;
}

async function renderOrderReceipt(
  order: OrderWithPackage,
  buyer: string,
  seller: BankConfig,
): Promise<Buffer> {
  const paidAt = order.paidAt!;
  const { doc, finished } = await startPdf({
    size: 'A5',
    margin: 36,
    title: `Ödeme Makbuzu ${order.receiptNo}`,
    author: seller.holder,
    created: paidAt,
    fonts: { regular: 'regular', bold: 'bold' },
  });
  doc.font('bold').fontSize(15).text('ÖDEME MAKBUZU', { align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(`Makbuz No: ${order.receiptNo}`, { align: 'right' });
  doc.text(`Ödeme tarihi: ${formatDmy(todayInIstanbul(paidAt))}`, { align: 'right' });
  doc.moveDown();
  const line = (label: string, value: string) => {
    doc.font('bold').text(label, { continued: true }).font('regular').text(value);
    doc.moveDown(0.3);
  };
  line('Satıcı: ', seller.holder);
  line('Alıcı: ', buyer);
  line('Sipariş referansı: ', order.reference);
  line('Ürün: ', whatWasBought(order));
  line('Tutar (KDV dahil): ', formatMoney(order.amount));
  doc.moveDown().fontSize(8).fillColor('#555555').text('Bu makbuz elektronik ortamda oluşturulmuştur.');
  doc.end();
  return finished;
}

/** GET /order/receipt/{order_id}: the receipt of the account's own paid order. */
export async function orderReceiptPdf(
  exec: Executor,
  accountId: number,
  orderId: number,
  seller: BankConfig,
) {
  const order = await ordersRepository.findForAccount(exec, accountId, orderId);
  if (!order) throw notFound('Sipariş bulunamadı.');
  if (order.status !== 'paid') throw notFound('Bu siparişin ödemesi henüz onaylanmadı; makbuzu yok.');
  const account = (await accountsRepository.find(exec, accountId))!;
  return { receiptNo: order.receiptNo!, pdf: await renderOrderReceipt(order, account.assocName, seller) };
}
