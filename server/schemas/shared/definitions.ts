import { Type } from 'typebox';
import { kurusToNumber } from '../../../common/money';
import type { AccountingType } from '../../repositories/definitions/accountingTypes';
import type { CashAccountWithBalance } from '../../repositories/definitions/cashAccounts';
import type { Group } from '../../repositories/definitions/groups';
import { DecimalInput, Id, Nullable, Text } from './http';
import { Money, money } from './money';

/** Schemas and JSON mappers of the API section "Definitions": accounting types, groups, cash accounts. */

export const AccountingTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 income (gelir), 2 expense (gider). */
  type: Type.Integer(),
});
export const AccountingKind = Type.Integer({
  minimum: 1,
  maximum: 2,
  description: '1 income (gelir), 2 expense (gider)',
});
export const AccountingTypeBody = { name: Text(100), type: AccountingKind };

export const accountingTypeJson = (t: AccountingType) => ({ id: t.id, name: t.name, type: t.type });

export const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 debt group (borç grubu), 2 dues group (aidat grubu). */
  type: Type.Integer(),
  /** TL, at most 2 decimals. */
  amount: Type.Number(),
});
export const GroupKind = Type.Integer({ minimum: 1, maximum: 2, description: '1 debt group, 2 dues group' });
export const GroupBody = { name: Text(100), type: GroupKind, amount: DecimalInput };

export const groupJson = (g: Group) => ({
  id: g.id,
  name: g.name,
  type: g.type,
  amount: kurusToNumber(g.amount),
});

const CashAccountType = Type.Union([Type.Literal('cash'), Type.Literal('bank'), Type.Literal('pos')]);
export const CashAccountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  opening_balance: Money,
  /** opening_balance + every live movement (collections, advance deposits − withdrawals …). */
  balance: Money,
  /** Alt hesap: the account it is grouped under, and its name. */
  parent_id: Nullable(Type.Integer()),
  parent: Nullable(Type.String()),
  /** cash (kasa), bank or pos; statements go to bank accounts only (docs/bank.md). */
  type: CashAccountType,
  iban: Nullable(Type.String()),
});
export const CashAccountBody = {
  name: Text(100),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  opening_balance: Type.Optional(DecimalInput),
  parent_id: Type.Optional(Nullable(Id)),
  /** Left out: unchanged (cash for a new account). */
  type: Type.Optional(CashAccountType),
  /** TR IBAN, spaces allowed; left out: unchanged; blank or null: none. */
  iban: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
};

export const cashAccountJson = (a: CashAccountWithBalance) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  address: a.address,
  opening_balance: money(a.openingBalance),
  balance: money(a.balance),
  parent_id: a.parentId,
  parent: a.parentName,
  type: a.type,
  iban: a.iban,
});
