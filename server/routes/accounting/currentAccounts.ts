import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
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
  DmyInput,
  Id,
  KeyQuery,
  Nullable,
  OptionalPageQuery,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import { dmy, money, pageWithTotals } from '../../schemas/shared/money';
import { FormatQuery, periodText, sendPdf } from '../../schemas/shared/reports';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  currentAccountValues,
  currentAccountWrites,
  currentRecordWrites,
} from '../../services/accounting/currentAccounts';
import { supplierStatementPdf } from '../../services/accounting/supplierStatement';
import { currentRecordValues, ledgerFilters } from '../../services/accounting/values';

/**
 * Cari hesaplar (suppliers: definitions, docs/domain.md, "Roles and access areas") and their records (invoices
 * received: accounting). GET /current/accounts[?key|page], POST/PUT/DELETE /current/account, /current/records and
 * /current/record.
 */
export default async function currentAccountRoutes(app: App) {
  listRoute(app, {
    path: '/current/accounts',
    access: { area: 'definitions', action: 'list' },
    tag: 'accounting',
    description:
      'Suppliers with what is still owed to each. With ?page a page, without it every one (lookup).',
    query: { ...OptionalPageQuery, key: KeyQuery },
    keyField: 'key',
    whole: (query) => !query.page,
    item: CurrentAccountSchema,
    read: (db, session, { key, page, whole }) =>
      repo.list(db, session.accountId, { key, page: whole ? null : page }),
    json: currentAccountJson,
  });

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
          'between start_date and end_date when given (the balance still runs from the first record). ' +
          '`format=pdf`: every line of the statement as a printable PDF.',
        querystring: Type.Object({
          ...PageQuery,
          ...FormatQuery.properties,
          current_account_id: Id,
          start_date: Type.Optional(Nullable(DmyInput)),
          end_date: Type.Optional(Nullable(DmyInput)),
        }),
      },
      StatementList,
    ),
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const paged = paging(request.query);
      const filters = ledgerFilters(request.query);
      const days = { from: filters.startDate, to: filters.endDate };
      if (request.query.format === 'pdf') {
        const id = request.query.current_account_id;
        const pdf = await supplierStatementPdf(app.db, accountId, id, days, periodText(request.query));
        return sendPdf(reply, pdf, 'cari-ekstre');
      }
      const supplier = await repo.findOrFail(app.db, accountId, request.query.current_account_id);
      const statement = await repo.statement(
        app.db,
        accountId,
        supplier.id,
        { offset: paged.offset, limit: paged.perPage },
        days,
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
    idempotent: true,
    texts: {
      created: 'Fatura kaydedildi.',
      updated: 'Fatura güncellendi.',
      removed: 'Fatura silindi.',
    },
  });
}
