import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { currentAccountsRepository as repo } from '../../repositories/accounting/currentAccounts';
import {
  CurrentAccountBody,
  CurrentAccountSchema,
  CurrentRecordBody,
  CurrentRecordSchema,
  currentAccountJson,
  currentRecordJson,
  StatementList,
} from '../../schemas/accounting/accounting';
import {
  type App,
  allRecords,
  DmyInput,
  Id,
  KeyQuery,
  ListAnswer,
  Nullable,
  OptionalPageQuery,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import { dmy, money, pageWithTotals } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  currentAccountValues,
  currentAccountWrites,
  currentRecordWrites,
} from '../../services/accounting/currentAccounts';
import { currentRecordValues, ledgerFilters } from '../../services/accounting/values';

/**
 * Cari hesaplar (suppliers: definitions, docs/domain.md, "Roles and access areas") and their records (invoices
 * received: accounting). GET /current/accounts[?key|page], POST/PUT/DELETE /current/account, /current/records and
 * /current/record.
 */
export default async function currentAccountRoutes(app: App) {
  app.get(
    '/current/accounts',
    routeOptions(
      { area: 'definitions', action: 'list' },
      'accounting',
      {
        description:
          'Suppliers with what is still owed to each. With ?page a page, without it every one (lookup).',
        querystring: Type.Object({ ...OptionalPageQuery, key: KeyQuery }),
      },
      ListAnswer(CurrentAccountSchema),
    ),
    async (request) => {
      const paged = Boolean(request.query.page);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, sessionOf(request).accountId, {
        key: request.query.key?.trim() || null,
        page: paged ? { offset, limit: perPage } : null,
      });
      const records = rows.map(currentAccountJson);
      return paged
        ? { Records: records, TotalRecords: total, Page: page, PerPage: perPage }
        : allRecords(records);
    },
  );

  plainWriteRoutes(app, {
    path: '/current/account',
    area: 'definitions',
    tag: 'accounting',
    fields: CurrentAccountBody,
    values: currentAccountValues,
    writes: currentAccountWrites,
    answer: CurrentAccountSchema,
    json: currentAccountJson,
    texts: {
      created: 'Cari hesap eklendi.',
      updated: 'Cari hesap güncellendi.',
      removed: 'Cari hesap silindi.',
    },
  });

  app.get(
    '/current/records',
    routeOptions(
      { area: 'accounting', action: 'list' },
      'accounting',
      {
        description:
          "A supplier's statement: invoices and payments in date order, each with the balance owed after it; " +
          'between start_date and end_date when given (the balance still runs from the first record).',
        querystring: Type.Object({
          ...PageQuery,
          current_account_id: Id,
          start_date: Type.Optional(Nullable(DmyInput)),
          end_date: Type.Optional(Nullable(DmyInput)),
        }),
      },
      StatementList,
    ),
    async (request) => {
      const { accountId } = sessionOf(request);
      const paged = paging(request.query);
      const supplier = await repo.findOrFail(app.db, accountId, request.query.current_account_id);
      const filters = ledgerFilters(request.query);
      const statement = await repo.statement(
        app.db,
        accountId,
        supplier.id,
        { offset: paged.offset, limit: paged.perPage },
        { from: filters.startDate, to: filters.endDate },
      );
      const lines = statement.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        date: dmy(row.date),
        document_no: row.document_no,
        description: row.description,
        account: row.cash_account,
        debit: money(row.debit),
        credit: money(row.credit),
        balance: money(row.balance),
        expense_id: row.expense_id,
      }));
      return pageWithTotals(lines, statement.total, paged, {
        invoiced: money(statement.invoiced),
        paid: money(statement.paid),
        opening: money(statement.opening),
        balance: money(statement.opening + statement.invoiced - statement.paid),
      });
    },
  );

  plainWriteRoutes(app, {
    path: '/current/record',
    area: 'accounting',
    tag: 'accounting',
    fields: CurrentRecordBody,
    values: currentRecordValues,
    writes: currentRecordWrites,
    answer: CurrentRecordSchema,
    json: currentRecordJson,
    texts: {
      created: 'Fatura kaydedildi.',
      updated: 'Fatura güncellendi.',
      removed: 'Fatura silindi.',
    },
  });
}
