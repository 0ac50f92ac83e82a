import { isValidIban, normalizeIban } from '../../../common/iban';
import { isValidTckn } from '../../../common/tckn';
import type { Db, Executor } from '../../db';
import { fieldError, notFound } from '../../errors';
import { dateOr, optionalPhone, positiveAmount, todayIso } from '../../fields';
import { buildingsRepository } from '../../repositories/property/buildings';
import type { ListQuery } from '../../repositories/shared/accountScoped';
import { STAFF_NOT_FOUND, type StaffMember, staffRepository } from '../../repositories/shared/staff';
import { refuseBlank } from '../../schemas/shared/http';
import { actorOf, type Session } from '../shared/sessions';
import { type LeaveBalance, leaveBalanceOn } from './leaveBalance';

export const STAFF_ROLES = [
  'doorman',
  'cleaner',
  'gardener',
  'security',
  'technician',
  'manager',
  'other',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffBody {
  name: string;
  phone?: string | null;
  buildings?: number[];
  start_date: string;
  national_id?: string | null;
  insurance_no?: string | null;
  role?: StaffRole;
  monthly_wage?: string | number | null;
  iban?: string | null;
}

export interface StaffValues {
  name: string;
  phone: string | null;
  buildingIds: number[];
  startDate: string;
  nationalId: string | null;
  insuranceNo: string | null;
  /** Left out: 'other' on a new member, unchanged on an update (docs/decisions.md, "Staff without a role or wage"). */
  role?: StaffRole;
  /** Left out: 0 (not entered yet) on a new member, unchanged on an update. */
  monthlyWage?: bigint;
  iban: string | null;
}

/** A staff member as the API shows them: their buildings' names and this service year's annual leave. */
export interface StaffView extends StaffMember {
  buildingNames: string[];
  leave: LeaveBalance;
}

const blankToNull = (text: string | null | undefined) => text?.trim() || null;

/** The body read into stored values; each bad field refused in Turkish on its name. */
export function staffValues(body: StaffBody): StaffValues {
  refuseBlank(body, ['name']);
  const nationalId = blankToNull(body.national_id);
  if (nationalId && !isValidTckn(nationalId)) {
    throw fieldError('national_id', 'Geçerli bir T.C. kimlik numarası giriniz (11 hane).');
  }
  const iban = blankToNull(body.iban);
  if (iban && !isValidIban(iban)) {
    throw fieldError('iban', 'Geçerli bir IBAN giriniz (TR ile başlayan 26 karakter).');
  }
  const startDate = dateOr(body.start_date, 'start_date', '');
  if (!startDate) throw fieldError('start_date', 'İşe başlama tarihi zorunludur.');
  return {
    name: body.name.trim(),
    phone: optionalPhone(body.phone),
    buildingIds: [...new Set(body.buildings ?? [])].sort((a, b) => a - b),
    startDate,
    nationalId,
    insuranceNo: blankToNull(body.insurance_no),
    role: body.role,
    monthlyWage:
      body.monthly_wage === undefined ? undefined : positiveAmount(body.monthly_wage, 'monthly_wage'),
    iban: iban && normalizeIban(iban),
  };
}

/** Every building named must be the account's. */
async function refuseForeignBuildings(tx: Executor, accountId: number, ids: number[]) {
  const found = await buildingsRepository.findMany(tx, accountId, ids);
  if (found.length !== ids.length) throw fieldError('buildings', 'Bina bulunamadı.');
}

async function viewsOf(exec: Executor, accountId: number, rows: StaffMember[]): Promise<StaffView[]> {
  const buildingIds = [...new Set(rows.flatMap((row) => row.buildingIds))];
  const names = new Map(
    (await buildingsRepository.findMany(exec, accountId, buildingIds)).map((b) => [b.id, b.name]),
  );
  const today = todayIso();
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      buildingNames: row.buildingIds.map((id) => names.get(id)).filter((name) => name !== undefined),
      leave: await leaveBalanceOn(exec, row, today),
    })),
  );
}

export const staffReads = {
  async list(exec: Executor, accountId: number, query: ListQuery) {
    const { rows, total } = await staffRepository.list(exec, accountId, query);
    return { rows: await viewsOf(exec, accountId, rows), total };
  },

  async one(exec: Executor, accountId: number, id: number): Promise<StaffView> {
    const row = await staffRepository.findOrFail(exec, accountId, id);
    return (await viewsOf(exec, accountId, [row]))[0]!;
  },
};

/** Staff writes, each audited in its transaction; a deleted staff member is kept as left (their leave and pay stay). */
export const staffWrites = {
  async create(db: Db, session: Session, input: StaffValues): Promise<StaffView> {
    const values = { ...input, role: input.role ?? 'other', monthlyWage: input.monthlyWage ?? 0n };
    const row = await staffRepository.insert(db, session.accountId, actorOf(session), values, (tx) =>
      refuseForeignBuildings(tx, session.accountId, values.buildingIds),
    );
    return staffReads.one(db, session.accountId, row.id);
  },

  async update(db: Db, session: Session, id: number, values: StaffValues): Promise<StaffView> {
    await staffRepository.update(db, session.accountId, actorOf(session), id, values, (before, tx) => {
      if (before.deletedAt) throw notFound(STAFF_NOT_FOUND);
      return refuseForeignBuildings(tx, session.accountId, values.buildingIds);
    });
    return staffReads.one(db, session.accountId, id);
  },

  remove: (db: Db, session: Session, id: number) =>
    db.transaction(async (tx) => {
      const before = await staffRepository.findOrFail(tx, session.accountId, id);
      await staffRepository.markLeft(tx, session.accountId, actorOf(session), before);
      return before;
    }),
};
