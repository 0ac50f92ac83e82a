/**
 * Staff payments (personel ödemeleri, docs/domain.md, "Staff payments"): a wage, advance, bonus or other payment out of
 * a cash account is one ledger row of kind `staff_payment` (negative) and one `staff_payments` row, written, changed
 * and undone together in one transaction with their audit rows, under the closed books as every money record.
 */
import { isoToDmy } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { fieldError, notFound } from '../../errors';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import { accountingTypesRepository } from '../../repositories/definitions/accountingTypes';
import { type Actor, recordAuditBatch } from '../../repositories/shared/audit';
import { staffRepository } from '../../repositories/shared/staff';
import { type StaffPaymentKind, staffPaymentsRepository } from '../../repositories/staff/staffPayments';
import { cashAccountFor } from '../money/cashAccount';
import { accountReportPdf } from '../reports/reportPdf';
import { actorOf, type Session } from '../shared/sessions';
import { refuseClosedBooks } from './booksClosed';
import { undoRows } from './records';

export interface StaffPaymentValues {
  staffId: number;
  kind: StaffPaymentKind;
  /** Kuruş above 0: what was paid. */
  amount: bigint;
  /** ISO day. */
  date: string;
  cashAccountId: number | null;
  accountingTypeId: number;
  description: string | null;
}

export type StaffPaymentRecord = Awaited<ReturnType<typeof staffPaymentsRepository.row>>;

const missing = 'Personel ödemesi bulunamadı.';

/**
 * Checks the closed books (old and new date), the cash account, an expense type and the staff member; returns the
 * cash account id. A payment keeps its staff member after they left; a new one, or a change of person, needs a
 * current one.
 */
async function checkPayment(
  tx: Executor,
  accountId: number,
  values: StaffPaymentValues,
  before?: { date: string; staffId: number },
): Promise<number> {
  await refuseClosedBooks(tx, accountId, values.date, ...(before ? [before.date] : []));
  const cash = await cashAccountFor(tx, accountId, values.cashAccountId, { orTheOnlyOne: false });
  const type = await accountingTypesRepository.find(tx, accountId, values.accountingTypeId);
  if (!type) throw notFound('Gelir / gider türü bulunamadı.');
  if (type.type !== 2) throw fieldError('accounting_type_id', 'Gider tipinde bir tür seçiniz.');
  if (before?.staffId !== values.staffId && !(await staffRepository.find(tx, accountId, values.staffId))) {
    throw notFound('Personel bulunamadı.');
  }
  return cash.id;
}

const ledgerValues = (values: StaffPaymentValues, cashAccountId: number) => ({
  cashAccountId,
  amount: -values.amount,
  date: values.date,
  description: values.description,
});

const detailValues = (values: StaffPaymentValues) => ({
  staffId: values.staffId,
  kind: values.kind,
  accountingTypeId: values.accountingTypeId,
});

/** Records a payment: its detail row, its ledger row and their audit rows (the API's and the seed's road). */
export async function addStaffPayment(
  tx: Executor,
  actor: Actor,
  accountId: number,
  values: StaffPaymentValues,
): Promise<StaffPaymentRecord> {
  const cashAccountId = await checkPayment(tx, accountId, values);
  const payment = await staffPaymentsRepository.insert(tx, { accountId, ...detailValues(values) });
  const movement = await ledgerRepository.insertRow(tx, {
    accountId,
    kind: 'staff_payment',
    staffPaymentId: payment.id,
    ...ledgerValues(values, cashAccountId),
  });
  await recordAuditBatch(tx, actor, [
    { table: 'staff_payments', action: 'insert', recordId: payment.id, after: payment },
    { table: 'cash_movements', action: 'insert', recordId: movement.id, after: movement },
  ]);
  return staffPaymentsRepository.row(tx, accountId, payment.id);
}

/** POST, PUT and DELETE /staff/payment. */
export const staffPaymentWrites = {
  create: (db: Db, session: Session, values: StaffPaymentValues): Promise<StaffPaymentRecord> =>
    db.transaction((tx) => addStaffPayment(tx, actorOf(session), session.accountId, values)),

  /** An edit is checked against the closed books on its old date and its new one. */
  update: (db: Db, session: Session, id: number, values: StaffPaymentValues): Promise<StaffPaymentRecord> =>
    db.transaction(async (tx) => {
      const { accountId } = session;
      const before = await staffPaymentsRepository.find(tx, accountId, id);
      if (!before) throw notFound(missing);
      const cashAccountId = await checkPayment(tx, accountId, values, {
        date: before.movement.date,
        staffId: before.payment.staffId,
      });
      const payment = await staffPaymentsRepository.update(tx, id, detailValues(values));
      const movement = await ledgerRepository.updateRow(
        tx,
        before.movement.id,
        ledgerValues(values, cashAccountId),
      );
      await recordAuditBatch(tx, actorOf(session), [
        { table: 'staff_payments', action: 'update', recordId: id, before: before.payment, after: payment },
        {
          table: 'cash_movements',
          action: 'update',
          recordId: movement.id,
          before: before.movement,
          after: movement,
        },
      ]);
      return staffPaymentsRepository.row(tx, accountId, id);
    }),

  /** Undoes the ledger row (deleted_at); the payment row stays for the audit log's history. */
  remove: (db: Db, session: Session, id: number): Promise<void> =>
    db.transaction(async (tx) => {
      const before = await staffPaymentsRepository.find(tx, session.accountId, id);
      if (!before) throw notFound(missing);
      await undoRows(tx, session, [before.movement]);
    }),
};

/**
 * A staff member's statement (ekstre): every live payment of the range, oldest first, each with what was paid to
 * them so far in the range, and the totals per kind. It is a current staff member's; the payments of someone who
 * left stay in the list (`staff_id` filter).
 */
export async function staffPaymentStatement(
  exec: Executor,
  accountId: number,
  staffId: number,
  range: { startDate: string | null; endDate: string | null },
) {
  const person = await staffRepository.find(exec, accountId, staffId);
  if (!person) throw notFound('Personel bulunamadı.');
  const found = await staffPaymentsRepository.list(exec, accountId, { ...range, staffId }, null, 'asc');
  let paidSoFar = 0n;
  const rows = found.rows.map((row) => {
    paidSoFar -= row.movement.amount;
    return { ...row, paidSoFar };
  });
  return { ...found, rows, staff: { id: person.id, name: person.name } };
}

const KIND_TEXT: Record<StaffPaymentKind, string> = {
  wage: 'Maaş',
  advance: 'Avans',
  bonus: 'Prim / ikramiye',
  other: 'Diğer',
};

/** The statement as a PDF to print or hand to the staff member: the same rows and totals as the screen. */
export async function staffPaymentStatementPdf(
  exec: Executor,
  accountId: number,
  staffId: number,
  range: { startDate: string | null; endDate: string | null },
  period: string,
): Promise<Buffer> {
  const statement = await staffPaymentStatement(exec, accountId, staffId, range);
  return accountReportPdf(exec, accountId, {
    title: `Personel Ekstresi: ${statement.staff.name}`,
    subtitle: period,
    columns: [
      { label: 'Tarih', width: 2 },
      { label: 'Tür', width: 2 },
      { label: 'Hesap', width: 2 },
      { label: 'Gider türü', width: 2 },
      { label: 'Açıklama', width: 4 },
      { label: 'Tutar', width: 2 },
      { label: 'Ödenen toplam', width: 2 },
    ],
    rows: statement.rows.map((row) => [
      isoToDmy(row.movement.date),
      KIND_TEXT[row.payment.kind],
      row.cashAccountName,
      row.typeName,
      row.movement.description,
      -row.movement.amount,
      row.paidSoFar,
    ]),
    totals: [
      ['Toplam ödenen', statement.paid],
      ...(Object.keys(KIND_TEXT) as StaffPaymentKind[]).map((kind): [string, bigint] => [
        KIND_TEXT[kind],
        statement.byKind[kind],
      ]),
    ],
  });
}
