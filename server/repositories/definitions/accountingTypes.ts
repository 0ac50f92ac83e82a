import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  budgets,
  debtBatches,
  debtExemptions,
  debtJobs,
  debts,
  expenses,
  incomes,
  payments,
  staffPayments,
} from '../../db/schema';
import { accountScoped } from '../shared/accountScoped';

export type AccountingType = typeof accountingTypes.$inferSelect;
/** 1 income (gelir: debts and collections), 2 expense (gider). */
export type AccountingKind = 1 | 2;

/** Accounting types (gelir / gider türleri), unique by name within their kind. */
export const accountingTypesRepository = {
  ...accountScoped(accountingTypes, {
    auditTable: 'accounting_types',
    notFound: 'Gelir / gider türü bulunamadı.',
    search: [accountingTypes.name],
    orderBy: [accountingTypes.type, accountingTypes.name],
    kind: accountingTypes.type,
    uniqueName: { column: accountingTypes.name, taken: 'Bu isimde bir tür zaten var.' },
  }),

  /**
   * How many records refer to the type: exemptions, debts (deleted ones too: their history), payments, dues jobs,
   * batches, incomes, expenses, staff payments and budget lines.
   */
  async usage(exec: Executor, accountId: number, id: number): Promise<number> {
    const { rows } = await exec.execute<{ n: string }>(sql`select
      (select count(*) from ${debtExemptions} where ${debtExemptions.accountId} = ${accountId} and ${debtExemptions.accountingTypeId} = ${id})
      + (select count(*) from ${debts} where ${debts.accountId} = ${accountId} and ${debts.accountingTypeId} = ${id})
      + (select count(*) from ${payments} where ${payments.accountId} = ${accountId} and ${payments.accountingTypeId} = ${id})
      + (select count(*) from ${debtJobs} where ${debtJobs.accountId} = ${accountId} and ${debtJobs.accountingTypeId} = ${id})
      + (select count(*) from ${debtBatches} where ${debtBatches.accountId} = ${accountId} and ${debtBatches.accountingTypeId} = ${id})
      + (select count(*) from ${incomes} where ${incomes.accountId} = ${accountId} and ${incomes.accountingTypeId} = ${id})
      + (select count(*) from ${expenses} where ${expenses.accountId} = ${accountId} and ${expenses.accountingTypeId} = ${id})
      + (select count(*) from ${staffPayments} where ${staffPayments.accountId} = ${accountId} and ${staffPayments.accountingTypeId} = ${id})
      + (select count(*) from ${budgets} where ${budgets.accountId} = ${accountId} and ${budgets.accountingTypeId} = ${id})
      as n`);
    return Number(rows[0]?.n ?? 0);
  },
};
