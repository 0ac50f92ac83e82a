/** The filters, paging and PDF answer every ledger report shares (server/routes/reports/). */
import type { FastifyReply } from 'fastify';
import { type Static, Type } from 'typebox';
import { fieldError } from '../../errors';
import { dateOr } from '../../fields';
import type { Page, ReportFilters } from '../../repositories/shared/reportQueries';
import { DmyInput, Id, MAX_PAGE, Nullable, paging } from './http';

/** `?format=pdf` answers the whole report (every row) as application/pdf instead of one page of JSON. */
export const FormatQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pdf')])),
});

const OptionalId = Type.Optional(Nullable(Id));

/** The body of a report call: every filter optional (null or '' = no filter), and the page. */
export const ReportBody = {
  start_date: Type.Optional(Nullable(DmyInput)),
  end_date: Type.Optional(Nullable(DmyInput)),
  account_id: OptionalId,
  accounting_type_id: OptionalId,
  building_id: OptionalId,
  resident_id: OptionalId,
  current_account_id: OptionalId,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 10 })),
};
const ReportBodySchema = Type.Object(ReportBody);
export type ReportBodyValues = Partial<Static<typeof ReportBodySchema>>;

/** The filters of a report's body; a date that is not real, or an end before the start, is refused in Turkish. */
export function reportFilters(body: ReportBodyValues): ReportFilters {
  const start = dateOr(body.start_date, 'start_date', '') || null;
  const end = dateOr(body.end_date, 'end_date', '') || null;
  if (start && end && end < start)
    throw fieldError('end_date', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
  return {
    start,
    end,
    cashAccountId: body.account_id ?? null,
    accountingTypeId: body.accounting_type_id ?? null,
    buildingId: body.building_id ?? null,
    residentId: body.resident_id ?? null,
    currentAccountId: body.current_account_id ?? null,
  };
}

/** The page asked for, or null (every row) for a PDF. */
export function reportPage(body: ReportBodyValues, format: 'json' | 'pdf' | undefined): Page | null {
  if (format === 'pdf') return null;
  const { offset, perPage } = paging(body);
  return { offset, limit: perPage };
}

/** The filters in words for a PDF's subtitle: "01.01.2026 – 31.12.2026". */
export function periodText(body: ReportBodyValues): string {
  const start = body.start_date?.trim();
  const end = body.end_date?.trim();
  if (!start && !end) return 'Tüm tarihler';
  return `${start || '…'} – ${end || '…'}`;
}

/** Sends a PDF as a download named after the report. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}.pdf"`)
    .send(pdf);
}

/** 'YYYY-MM' → 'MM.YYYY' */
export const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** How a ledger row's kind reads in Turkish (PDF; the browser has its own catalogue). */
export const KIND_TEXT: Record<string, string> = {
  collection: 'Tahsilat',
  advance_deposit: 'Avans yatırma',
  advance_withdraw: 'Avans iadesi',
  payment_removed: 'Silinen borcun tahsilatı',
  income: 'Gelir',
  expense: 'Gider',
  transfer_out: 'Virman (çıkış)',
  transfer_in: 'Virman (giriş)',
  staff_payment: 'Personel ödemesi',
};

/** One page of rows the service computed whole (a handful of accounts or a year's months). */
export const pageOf = <T>(rows: T[], body: { page?: number; per_page?: number }) => {
  const { offset, perPage } = paging(body);
  return rows.slice(offset, offset + perPage);
};
