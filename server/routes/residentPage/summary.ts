import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { residentOf } from '../../plugins/residentPage';
import { TokenParams } from '../../schemas/residentPage/residentPage';
import { type App, Nullable } from '../../schemas/shared/http';
import { money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { residentSummary } from '../../services/residentPage/residentPage';

/** Basis points as the product writes a percent: 199 → "1,99". */
const percentText = (basisPoints: number) =>
  `${Math.trunc(basisPoints / 100)},${String(basisPoints % 100).padStart(2, '0')}`;

const ROLE: Record<number, string> = { 1: 'Ev sahibi', 2: 'Kiracı', 3: 'Hissedar' };

const Summary = Type.Object({
  name: Type.String(),
  assoc_name: Type.String(),
  /** False once the resident has left every flat: the page then shows no forms (and the server takes no write). */
  has_flat: Type.Boolean(),
  /** `role` in Turkish; `role_type` (1 owner, 2 tenant, 3 shareholder) for the page's English. */
  flats: Type.Array(
    Type.Object({
      flat: Type.String(),
      /** Ödeme kodu "1042-1", for the bank transfer's description (docs/bank.md). */
      payment_code: Type.String(),
      role: Type.String(),
      role_type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    }),
  ),
  debts: Type.Array(
    Type.Object({
      /** What POST /r/:token/payments takes in `debt_ids`. */
      id: Type.Integer(),
      description: Type.String(),
      due_date: Nullable(Type.String()),
      remaining: Type.Number(),
    }),
  ),
  total_debt: Type.Number(),
  /** The account's card payment; null when it is off. `commission_rate` a percent as the product writes it ("1,99"). */
  online_payment: Nullable(
    Type.Object({
      provider: Type.Union([Type.Literal('paytr'), Type.Literal('iyzico'), Type.Literal('test')]),
      commission_payer: Type.Union([Type.Literal('association'), Type.Literal('resident')]),
      commission_rate: Type.String(),
    }),
  ),
  receipts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.Integer(),
      date: Nullable(Type.String()),
      total: Type.Number(),
    }),
  ),
  announcements: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      content: Type.String(),
      date: Nullable(Type.String()),
      /** The attached file's shown name (downloaded from /r/:token/announcement/:id/file); null without one. */
      file_name: Nullable(Type.String()),
    }),
  ),
});

/** GET /r/:token: who the resident is, their flats, open debts, receipts and the announcements. */
export default async function residentSummaryRoutes(app: App) {
  app.get(
    '/r/:token',
    routeOptions('resident', 'resident page', { params: TokenParams }, Type.Object({ data: Summary })),
    async (request) => {
      const summary = await residentSummary(app.db, app.config.payments, residentOf(request));
      const total = summary.debts.reduce((sum, d) => sum + d.remaining, 0n);
      return {
        data: {
          name: `${summary.who.name} ${summary.who.surname}`,
          assoc_name: summary.who.assoc_name,
          has_flat: summary.hasFlat,
          flats: summary.flats.map((f) => ({
            flat: `${f.building} ${f.identifier}`,
            payment_code: f.payment_code,
            role: ROLE[f.type] ?? '',
            role_type: f.type as 1 | 2 | 3,
          })),
          debts: summary.debts.map((d) => ({
            id: d.id,
            description: d.description,
            due_date: isoToDmy(d.due_date),
            remaining: money(d.remaining),
          })),
          total_debt: money(total),
          online_payment: summary.onlinePayment && {
            provider: summary.onlinePayment.provider,
            commission_payer: summary.onlinePayment.commissionPayer,
            commission_rate: percentText(summary.onlinePayment.commissionRate),
          },
          receipts: summary.receipts.map((r) => ({
            id: r.id,
            number: r.number,
            date: isoToDmy(r.date),
            total: money(r.total),
          })),
          announcements: summary.announcements.map((a) => ({
            id: a.id,
            title: a.title,
            content: a.content,
            date: isoToDmy(a.created_at.slice(0, 10)),
            file_name: a.file_name,
          })),
        },
      };
    },
  );
}
