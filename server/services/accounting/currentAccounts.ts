/** Cari hesaplar (suppliers) and the invoices received from them. */
import type { Db, Executor } from '../../db';
import { conflict, fieldError } from '../../errors';
import { optionalIban } from '../../fields';
import {
  type CurrentAccount,
  type CurrentRecord,
  currentAccountsRepository as repo,
} from '../../repositories/accounting/currentAccounts';
import { refuseBlank } from '../../schemas/shared/http';
import { actorOf, type Session } from '../shared/sessions';
import { refuseClosedBooks } from './booksClosed';

export interface CurrentAccountValues {
  name: string;
  phone: string | null;
  taxNumber: string | null;
  address: string | null;
  description: string | null;
  /** Undefined leaves it as it was. */
  iban?: string | null | undefined;
  bankCode?: string | null | undefined;
}

const blankToNull = (text: string | null | undefined) => text?.trim() || null;

export function currentAccountValues(body: {
  name: string;
  phone?: string | null;
  tax_number?: string | null;
  address?: string | null;
  description?: string | null;
  iban?: string | null;
  bank_code?: string | null;
}): CurrentAccountValues {
  refuseBlank(body, ['name']);
  const taxNumber = blankToNull(body.tax_number);
  // VKN is 10 digits, a sole trader's TCKN 11.
  if (taxNumber && !/^\d{10,11}$/.test(taxNumber)) {
    throw fieldError(
      'tax_number',
      'Vergi numarası 10 haneli (şahıs firmalarında 11 haneli TC kimlik no) olmalıdır.',
    );
  }
  return {
    name: body.name.trim(),
    phone: blankToNull(body.phone),
    taxNumber,
    address: blankToNull(body.address),
    description: blankToNull(body.description),
    iban: optionalIban(body.iban),
    bankCode: body.bank_code === undefined ? undefined : blankToNull(body.bank_code),
  };
}

/** Current-account writes answer with what is still owed to it. */
export const currentAccountWrites = {
  create: (db: Db, session: Session, values: CurrentAccountValues) =>
    db.transaction(async (tx) => {
      const created = await repo.insert(tx, session.accountId, actorOf(session), values);
      return (await repo.withBalance(tx, session.accountId, created.id))!;
    }),

  update: (db: Db, session: Session, id: number, values: CurrentAccountValues) =>
    db.transaction(async (tx) => {
      await repo.update(tx, session.accountId, actorOf(session), id, values);
      return (await repo.withBalance(tx, session.accountId, id))!;
    }),

  remove: (db: Db, session: Session, id: number) =>
    repo.remove(db, session.accountId, actorOf(session), id, async (before: CurrentAccount, tx) => {
      const uses = await repo.usage(tx, session.accountId, before.id);
      if (uses > 0) {
        throw conflict(
          `Bu cari hesapta ${uses} fatura veya ödeme kayıtlı; silinemez. Geçmiş kayıtlar görünmeye devam etsin diye hesap korunur.`,
        );
      }
    }),
};

export interface CurrentRecordValues {
  currentAccountId: number;
  amount: bigint;
  date: string;
  documentNo: string | null;
  description: string | null;
}

async function checkRecord(
  tx: Executor,
  accountId: number,
  values: CurrentRecordValues,
  previousDate?: string,
) {
  await refuseClosedBooks(tx, accountId, values.date, ...(previousDate ? [previousDate] : []));
  await repo.findOrFail(tx, accountId, values.currentAccountId);
}

/** An invoice an expense recorded with its payment is changed or undone with that expense only. */
const refuseExpenseInvoice = (before: CurrentRecord) => {
  if (before.expenseId) {
    throw conflict(
      'Bu fatura bir giderle birlikte kaydedildi; tutarını, tarihini veya silinmesini Giderler ekranında, o giderden değiştiriniz.',
    );
  }
};

/** An invoice received: what the association owes the supplier. Deleting one keeps it (deleted_at) for history. */
export const currentRecordWrites = {
  create: (db: Db, session: Session, values: CurrentRecordValues): Promise<CurrentRecord> =>
    db.transaction(async (tx) => {
      await checkRecord(tx, session.accountId, values);
      return repo.records.insert(tx, session.accountId, actorOf(session), values);
    }),

  update: (db: Db, session: Session, id: number, values: CurrentRecordValues): Promise<CurrentRecord> =>
    repo.records.update(db, session.accountId, actorOf(session), id, values, async (before, tx) => {
      if (before.deletedAt) throw conflict('Silinmiş bir cari kayıt değiştirilemez.');
      refuseExpenseInvoice(before);
      await checkRecord(tx, session.accountId, values, before.date);
    }),

  remove: (db: Db, session: Session, id: number) =>
    repo.records.update(
      db,
      session.accountId,
      actorOf(session),
      id,
      { deletedAt: new Date() },
      async (before, tx) => {
        if (before.deletedAt) throw conflict('Bu cari kayıt zaten silinmiş.');
        refuseExpenseInvoice(before);
        await refuseClosedBooks(tx, session.accountId, before.date);
      },
    ),
};
