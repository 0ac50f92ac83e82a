import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import {
  IncomeBody,
  IncomeList,
  IncomeSchema,
  incomeJson,
  LedgerListQuery,
} from '../../schemas/accounting/accounting';
import { type App, paging } from '../../schemas/shared/http';
import { money, pageWithTotals } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { incomeWrites } from '../../services/accounting/records';
import { incomeValues, ledgerFilters } from '../../services/accounting/values';

/** Gelirler: money in that is not a collection of a debt (GET /payments?type=1, POST/PUT/DELETE /payment). */
export default async function incomeRoutes(app: App) {
  app.get(
    '/payments',
    routeOptions(
      { area: 'accounting', action: 'list' },
      'accounting',
      {
        description: 'Incomes, newest first, with the total of every matching row.',
        querystring: Type.Object({ ...LedgerListQuery, type: Type.Optional(Type.Literal(1)) }),
      },
      IncomeList,
    ),
    async (request) => {
      const { query } = request;
      const paged = paging(query);
      const { rows, total, sum } = await ledgerRepository.incomes(
        app.db,
        sessionOf(request).accountId,
        ledgerFilters(query),
        { offset: paged.offset, limit: paged.perPage },
      );
      return pageWithTotals(rows.map(incomeJson), total, paged, { amount: money(sum) });
    },
  );

  plainWriteRoutes(app, {
    path: '/payment',
    area: 'accounting',
    tag: 'accounting',
    fields: IncomeBody,
    values: incomeValues,
    writes: incomeWrites,
    answer: IncomeSchema,
    json: incomeJson,
    idempotent: true,
    texts: { created: 'Gelir kaydedildi.', updated: 'Gelir güncellendi.', removed: 'Gelir silindi.' },
  });
}
