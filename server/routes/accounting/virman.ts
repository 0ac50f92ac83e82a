import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import {
  LedgerListQuery,
  TransferBody,
  TransferList,
  TransferSchema,
  transferJson,
} from '../../schemas/accounting/accounting';
import { type App, Id, Message, paging, WriteAnswer } from '../../schemas/shared/http';
import { money, pageWithTotals } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { createTransfer, removeTransfer } from '../../services/accounting/transfers';
import { ledgerFilters, transferValues } from '../../services/accounting/values';

const area = 'accounting' as const;
const { accounting_type_id: _noType, ...TransferListQuery } = LedgerListQuery;

/** Virman: money moved between two of the association's accounts (GET, POST, DELETE /virman). */
export default async function virmanRoutes(app: App) {
  app.get(
    '/virman',
    routeOptions(
      { area, action: 'list' },
      'accounting',
      {
        description: 'Virman, newest first; account_id finds those out of or into that account.',
        querystring: Type.Object(TransferListQuery),
      },
      TransferList,
    ),
    async (request) => {
      const { query } = request;
      const paged = paging(query);
      const { rows, total, sum } = await ledgerRepository.transfers(
        app.db,
        sessionOf(request).accountId,
        ledgerFilters(query),
        { offset: paged.offset, limit: paged.perPage },
      );
      return pageWithTotals(rows.map(transferJson), total, paged, { amount: money(sum) });
    },
  );

  app.post(
    '/virman',
    routeOptions(
      { area, action: 'create' },
      'accounting',
      { body: Type.Object(TransferBody) },
      WriteAnswer(TransferSchema),
      { idempotent: true },
    ),
    async (request) => {
      const row = await createTransfer(app.db, sessionOf(request), transferValues(request.body));
      return { description: 'Virman kaydedildi.', data: transferJson(row) };
    },
  );

  app.delete(
    '/virman',
    routeOptions({ area, action: 'delete' }, 'accounting', { body: Type.Object({ id: Id }) }, Message, {
      idempotent: true,
    }),
    async (request) => {
      await removeTransfer(app.db, sessionOf(request), request.body.id);
      return { description: 'Virman silindi.' };
    },
  );
}
