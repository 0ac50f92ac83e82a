import type { Db, Executor } from '../../db';
import { conflict, fieldError, notFound } from '../../errors';
import { amountOrFail, optionalIban } from '../../fields';
import {
  type AccountingKind,
  accountingTypesRepository as types,
} from '../../repositories/definitions/accountingTypes';
import {
  type CashAccount,
  cashAccountsRepository as cashAccounts,
} from '../../repositories/definitions/cashAccounts';
import { type GroupKind, groupsRepository as groups } from '../../repositories/definitions/groups';
import { settingsRepository } from '../../repositories/session/settings';
import { refuseBlank } from '../../schemas/shared/http';
import { refuseClosedBooks } from '../accounting/booksClosed';
import { actorOf, type Session } from '../shared/sessions';

/** The writes of the API section "Definitions" with their rules: unique names, kinds and records in use. */

// Names taken within an account (of the same kind) are refused by the repositories themselves.

export interface AccountingTypeValues {
  name: string;
  type: AccountingKind;
}

export function accountingTypeValues(body: { name: string; type: number }): AccountingTypeValues {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), type: body.type as AccountingKind };
}

export const accountingTypeWrites = {
  create: (db: Db, session: Session, values: AccountingTypeValues) =>
    types.insert(db, session.accountId, actorOf(session), values),

  update: (db: Db, session: Session, id: number, values: AccountingTypeValues) =>
    types.update(db, session.accountId, actorOf(session), id, values, async (before, tx) => {
      // Exemptions only make sense for income types; switching a used type to expense would break them.
      if (values.type !== before.type && (await types.usage(tx, session.accountId, before.id)) > 0) {
        throw conflict('Kullanımda olan bir türün gelir / gider tipi değiştirilemez.', {
          type: 'Bu tür kullanımda.',
        });
      }
    }),

  remove: (db: Db, session: Session, id: number) =>
    types.remove(db, session.accountId, actorOf(session), id, async (before, tx) => {
      const uses = await types.usage(tx, session.accountId, before.id);
      if (uses > 0) {
        throw conflict(
          `Bu tür ${uses} kayıtta kullanılıyor (borçlar, tahsilatlar, gelir ve gider kayıtları, personel ödemeleri, aidat görevleri, bütçe veya muafiyetler); silinemez.`,
        );
      }
    }),
};

export interface GroupValues {
  name: string;
  type: GroupKind;
  /** Kuruş. */
  amount: bigint;
}

export function groupValues(body: {
  name: string;
  type: number;
  amount: string | number | null;
}): GroupValues {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), type: body.type as GroupKind, amount: amountOrFail(body.amount) };
}

export const groupWrites = {
  create: (db: Db, session: Session, values: GroupValues) =>
    groups.insert(db, session.accountId, actorOf(session), values),

  update: (db: Db, session: Session, id: number, values: GroupValues) =>
    groups.update(db, session.accountId, actorOf(session), id, values, async (before, tx) => {
      if (values.type === before.type) return;
      // Apartments hold dues groups in group_id and debt groups in their debt-group list: a used group keeps its kind.
      if ((await groups.usage(tx, session.accountId, before.id)) > 0) {
        throw conflict('Dairelerde kullanılan bir grubun tipi değiştirilemez.', {
          type: 'Bu grup dairelerde kullanılıyor.',
        });
      }
      if ((await groups.duesJobs(tx, session.accountId, before.id)) > 0) {
        throw conflict('Aidat görevinde kullanılan bir grubun tipi değiştirilemez.', {
          type: 'Bu grup bir aidat görevinde kullanılıyor.',
        });
      }
    }),

  remove: (db: Db, session: Session, id: number) =>
    groups.remove(db, session.accountId, actorOf(session), id, async (before, tx) => {
      const uses = await groups.usage(tx, session.accountId, before.id);
      if (uses > 0) {
        throw conflict(`Bu grup ${uses} dairede kullanılıyor. Önce dairelerden kaldırmanız gerekir.`);
      }
      if ((await groups.duesJobs(tx, session.accountId, before.id)) > 0) {
        throw conflict('Bu grup bir aidat görevinde kullanılıyor. Önce aidat görevini siliniz.');
      }
    }),
};

export interface CashAccountValues {
  name: string;
  phone: string | null;
  address: string | null;
  /** Kuruş; undefined (a write that does not name it) leaves it as it was, 0 for a new account. */
  openingBalance?: bigint | undefined;
  /** The account it is a sub-account of (alt hesap), or null; undefined leaves it as it was. */
  parentId?: number | null | undefined;
  /** kasa, bank or virtual POS; undefined leaves it as it was (cash for a new one). */
  type?: 'cash' | 'bank' | 'pos' | undefined;
  /** Undefined leaves it as it was. */
  iban?: string | null | undefined;
}

/** Any phone a bank or a cash desk may have (landlines too): digits, optionally a leading +. */
function cashAccountPhone(input: string | null | undefined): string | null {
  const text = input?.replace(/[\s\-().]/g, '') ?? '';
  if (!text) return null;
  if (!/^\+?\d{7,15}$/.test(text)) throw fieldError('phone', 'Geçerli bir telefon numarası giriniz.');
  return text;
}

export function cashAccountValues(body: {
  name: string;
  phone?: string | null;
  address?: string | null;
  opening_balance?: string | number | null;
  parent_id?: number | null;
  type?: 'cash' | 'bank' | 'pos';
  iban?: string | null;
}): CashAccountValues {
  refuseBlank(body, ['name']);
  const opening = body.opening_balance;
  // A field the request does not name keeps its value: a client that sends only the name and phone (the
  // specification's form) must not zero the opening balance or take the account out of its parent.
  return {
    type: body.type,
    iban: optionalIban(body.iban),
    name: body.name.trim(),
    phone: cashAccountPhone(body.phone),
    address: body.address?.trim() || null,
    openingBalance:
      opening === undefined
        ? undefined
        : opening === null || opening === ''
          ? 0n
          : amountOrFail(opening, 'opening_balance'),
    parentId: body.parent_id === undefined ? undefined : body.parent_id,
  };
}

/**
 * Sub-accounts are one level deep: the parent is the caller's, is not a sub-account itself and is not the account
 * itself; an account that has sub-accounts stays a parent.
 */
async function checkParent(tx: Executor, accountId: number, values: CashAccountValues, id?: number) {
  if (!values.parentId) return;
  const parentField = (text: string) => fieldError('parent_id', text);
  if (values.parentId === id) throw parentField('Bir hesap kendisinin alt hesabı olamaz.');
  const parent = await cashAccounts.find(tx, accountId, values.parentId);
  if (!parent) throw notFound('Üst hesap bulunamadı.');
  if (parent.parentId)
    throw parentField('Üst hesap olarak bir alt hesap seçilemez; alt hesaplar tek seviyedir.');
  if (id && (await cashAccounts.childCount(tx, accountId, id)) > 0) {
    throw parentField('Alt hesapları olan bir hesap başka bir hesabın altına alınamaz.');
  }
}

/**
 * With the books closed, an opening balance stays as it was: changing it would change every closed balance.
 */
async function keepClosedOpening(
  tx: Executor,
  accountId: number,
  before: CashAccount,
  values: CashAccountValues,
) {
  if (values.openingBalance === undefined || before.openingBalance === values.openingBalance) return;
  const { booksClosedThrough } = await settingsRepository.ensure(tx, accountId);
  if (booksClosedThrough) await refuseClosedBooks(tx, accountId, booksClosedThrough);
}

/** An IBAN belongs to one account of the association: a second one would make its statement lines ambiguous. */
async function checkIban(tx: Executor, accountId: number, values: CashAccountValues, id?: number) {
  if (!values.iban) return;
  if (await cashAccounts.ibanTaken(tx, accountId, values.iban, id)) {
    throw conflict('Bu IBAN başka bir kasa / banka hesabında kayıtlı.', {
      iban: 'Bu IBAN başka bir hesapta kayıtlı.',
    });
  }
}

/** Cash-account writes answer with the account's live balance. */
export const cashAccountWrites = {
  create: (db: Db, session: Session, values: CashAccountValues) =>
    db.transaction(async (tx) => {
      await checkParent(tx, session.accountId, values);
      await checkIban(tx, session.accountId, values);
      const created = await cashAccounts.insert(tx, session.accountId, actorOf(session), values);
      return (await cashAccounts.withBalance(tx, session.accountId, created.id))!;
    }),

  update: (db: Db, session: Session, id: number, values: CashAccountValues) =>
    db.transaction(async (tx) => {
      await checkParent(tx, session.accountId, values, id);
      await checkIban(tx, session.accountId, values, id);
      await cashAccounts.update(tx, session.accountId, actorOf(session), id, values, (before, check) =>
        keepClosedOpening(check, session.accountId, before, values),
      );
      return (await cashAccounts.withBalance(tx, session.accountId, id))!;
    }),

  remove: (db: Db, session: Session, id: number) =>
    cashAccounts.remove(db, session.accountId, actorOf(session), id, async (before, tx) => {
      if ((await cashAccounts.childCount(tx, session.accountId, before.id)) > 0) {
        throw conflict(
          'Bu hesabın alt hesapları var; önce alt hesapları silin veya başka bir hesaba taşıyın.',
        );
      }
      const uses = await cashAccounts.usage(tx, session.accountId, before.id);
      if (uses > 0) {
        throw conflict(
          `Bu hesapta ${uses} para hareketi (tahsilat, avans vb.) kayıtlı; silinemez. Hareketleri geçmişte görünmeye devam etsin diye hesap korunur.`,
        );
      }
    }),
};
