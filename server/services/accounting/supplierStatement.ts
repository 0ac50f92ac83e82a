/** A supplier's statement (cari ekstre) as a PDF: the same lines and totals as the statement page. */
import { isoToDmy } from '../../../common/date';
import type { Executor } from '../../db';
import { currentAccountsRepository as repo } from '../../repositories/accounting/currentAccounts';
import { accountReportPdf } from '../reports/reportPdf';

const KIND_TEXT = { invoice: 'Fatura', payment: 'Ödeme' } as const;

/**
 * Every line of the supplier's statement between the two days (ISO, either may be null), with the running balance
 * and the totals, under the association's name. `period` is the days in words for the subtitle.
 */
export async function supplierStatementPdf(
  exec: Executor,
  accountId: number,
  supplierId: number,
  days: { from?: string | null; to?: string | null },
  period: string,
): Promise<Buffer> {
  const supplier = await repo.findOrFail(exec, accountId, supplierId);
  const statement = await repo.statement(exec, accountId, supplier.id, null, days);
  const taxNumber = supplier.taxNumber ? ` · Vergi no: ${supplier.taxNumber}` : '';
  return accountReportPdf(exec, accountId, {
    title: `Cari Ekstre: ${supplier.name}`,
    subtitle: `${period}${taxNumber}`,
    columns: [
      { label: 'Tarih', width: 2 },
      { label: 'Kayıt', width: 1.5 },
      { label: 'Belge no', width: 2 },
      { label: 'Açıklama', width: 5 },
      { label: 'Ödeyen kasa', width: 2.5 },
      { label: 'Borç', width: 2 },
      { label: 'Ödeme', width: 2 },
      { label: 'Bakiye', width: 2 },
    ],
    rows: statement.rows.map((row) => [
      isoToDmy(row.date),
      KIND_TEXT[row.kind],
      row.document_no,
      row.description,
      row.cash_account,
      // An invoice has no payment and a payment no debit: the empty side stays blank, as on the screen.
      row.debit ? row.debit : null,
      row.credit ? row.credit : null,
      row.balance,
    ]),
    totals: [
      ...(statement.opening ? [['Devreden borç', statement.opening] as [string, bigint]] : []),
      ['Fatura toplamı', statement.invoiced],
      ['Ödenen', statement.paid],
      ['Kalan borcumuz', statement.opening + statement.invoiced - statement.paid],
    ],
  });
}
