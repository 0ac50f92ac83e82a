import { isValidTckn } from '../../../common/tckn';
import type { Db, Executor } from '../../db';
import { badRequest, conflict, fieldError } from '../../errors';
import { birthDayOrNull, optionalEmail, optionalPhone } from '../../fields';
import { collectionsRepository } from '../../repositories/money/collections';
import { buildingsRepository } from '../../repositories/property/buildings';
import {
  type Parent,
  type ParentValues,
  parentsRepository as parents,
} from '../../repositories/property/parents';
import { residentLinksRepository as links } from '../../repositories/property/residentLinks';
import { residentPageLinksRepository as pageLinks } from '../../repositories/property/residentPageLinks';
import {
  type Gender,
  type Resident,
  type ResidentFilters,
  type ResidentLink,
  type ResidentSort,
  type ResidentValues,
  residentsRepository as repo,
} from '../../repositories/property/residents';
import { recordAuditBatch } from '../../repositories/shared/audit';
import { refuseBlank } from '../../schemas/shared/http';
import { actorOf, type Session } from '../shared/sessions';
import { residentOf } from './ownedRecords';

/** A resident as the lists show them: with their apartment links and what they still owe (kuruş). */
export interface ResidentView {
  resident: Resident;
  links: ResidentLink[];
  remaining: bigint;
}

export function residentValuesOf(input: {
  name: string;
  surname: string;
  phone?: string | null;
  gender?: Gender | null;
  birth_day?: string | null;
  building_id?: number | null;
  sms_opt_out?: boolean | null;
  commercial_consent?: boolean | null;
  email?: string | null;
  email_opt_out?: boolean | null;
}): ResidentValues {
  refuseBlank(input, ['name', 'surname']);
  return {
    name: input.name.trim(),
    surname: input.surname.trim(),
    phone: optionalPhone(input.phone),
    gender: input.gender ?? null,
    birthDay: birthDayOrNull(input.birth_day),
    buildingId: input.building_id ?? null,
    // Not sent (an older screen, the stock holders' form): a new resident gets the default false and an update
    // keeps what was recorded, so no form that does not show them can clear an opt-out or a consent.
    smsOptOut: input.sms_opt_out ?? undefined,
    commercialConsent: input.commercial_consent ?? undefined,
    ...(input.email !== undefined && { email: optionalEmail(input.email) }),
    emailOptOut: input.email_opt_out ?? undefined,
  };
}

/** A resident's building must be one of the account's own. */
async function refuseForeignBuilding(tx: Executor, accountId: number, values: ResidentValues) {
  if (values.buildingId && !(await buildingsRepository.find(tx, accountId, values.buildingId))) {
    throw fieldError('building_id', 'Bina bulunamadı.');
  }
}

/** Checks one relative; `prefix` names the field inside a bulk body ("parents.2."). */
export function parentValuesOf(
  input: {
    name?: string;
    surname?: string;
    national_id?: number | null;
    phone?: string | null;
    relation?: string | null;
    lives_in?: boolean | null;
  },
  prefix = '',
): Partial<ParentValues> {
  refuseBlank(input, ['name', 'surname']);
  const nationalId = input.national_id ? String(input.national_id) : null;
  if (nationalId && !isValidTckn(nationalId)) {
    throw fieldError(`${prefix}national_id`, 'Geçerli bir T.C. kimlik numarası giriniz.');
  }
  const phone = optionalPhone(input.phone, `${prefix}phone`);
  if (input.name === undefined && input.surname === undefined && !nationalId && !phone) {
    throw fieldError(`${prefix}name`, 'Yakının adı soyadı, T.C. kimlik numarası veya telefonu girilmeli.');
  }
  return {
    // Left out, they stay as they are on an update and are empty on a new relative (docs/decisions.md,
    // "Contract suite: the specification's second forms, part two").
    name: input.name?.trim(),
    surname: input.surname?.trim(),
    nationalId,
    phone,
    relation: input.relation?.trim() || null,
    // Most relatives a manager records live in the flat; issue 4 counts them per person.
    livesIn: input.lives_in ?? true,
  };
}

/** A new relative's values: a name left out is empty. */
const newParent = (values: Partial<ParentValues>): ParentValues => ({
  ...values,
  name: values.name ?? '',
  surname: values.surname ?? '',
});

/** The rows with their current apartments and remaining debt (two more queries whatever the page size). */
export async function residentViews(
  exec: Executor,
  accountId: number,
  rows: Resident[],
): Promise<ResidentView[]> {
  const ids = rows.map((row) => row.id);
  const current = await repo.links(exec, accountId, ids, { currentOnly: true });
  const remaining = await repo.remainingDebts(exec, accountId, ids);
  const byResident = new Map<number, ResidentLink[]>();
  for (const link of current)
    byResident.set(link.residentId, [...(byResident.get(link.residentId) ?? []), link]);
  return rows.map((resident) => ({
    resident,
    links: byResident.get(resident.id) ?? [],
    remaining: remaining.get(resident.id) ?? 0n,
  }));
}

export async function listResidents(
  db: Db,
  accountId: number,
  filters: ResidentFilters,
  options: { page: { offset: number; limit: number } | null; sort?: ResidentSort; order?: 'asc' | 'desc' },
): Promise<{ rows: ResidentView[]; total: number }> {
  const { rows, total } = await repo.list(db, accountId, filters, options);
  return { rows: await residentViews(db, accountId, rows), total };
}

/** One resident with every apartment link (history too) and their relatives. */
export async function residentDetail(db: Db, accountId: number, id: number) {
  const resident = await residentOf(db, accountId, id);
  const history = await repo.links(db, accountId, [resident.id], { currentOnly: false });
  const relatives = await parents.listOf(db, accountId, resident.id);
  const remaining = await repo.remainingDebts(db, accountId, [resident.id]);
  const current = history.filter((link) => link.moveOut === null);
  const view: ResidentView = { resident, links: current, remaining: remaining.get(resident.id) ?? 0n };
  return { view, history, parents: relatives };
}

export const residentWrites = {
  create: (db: Db, session: Session, values: ResidentValues) =>
    repo.insert(db, session.accountId, actorOf(session), values, (tx) =>
      refuseForeignBuilding(tx, session.accountId, values),
    ),

  async update(db: Db, session: Session, id: number, input: ResidentValues): Promise<ResidentView> {
    // Another address may work where the old one bounced (docs/mail.md, "Bounces").
    const before = input.email === undefined ? null : await residentOf(db, session.accountId, id);
    const values = before && before.email !== input.email ? { ...input, emailBouncedAt: null } : input;
    const after = await repo.update(db, session.accountId, actorOf(session), id, values, (_, tx) =>
      refuseForeignBuilding(tx, session.accountId, values),
    );
    const [view] = await residentViews(db, session.accountId, [after]);
    return view!;
  },

  /**
   * Refused while the person is linked or has money records; past links, relatives and personal page links go
   * with them (a removed page link opens nothing more).
   */
  remove: (db: Db, session: Session, id: number) =>
    repo.remove(db, session.accountId, actorOf(session), id, async (resident, tx) => {
      const of = { residentId: resident.id };
      const current = await links.current(tx, session.accountId, of);
      if (current.length > 0) {
        throw conflict(
          `Bu kişi ${current.length} dairede kayıtlı. Önce daire detayından kişinin daireden çıkışını yapınız.`,
        );
      }
      const money = await collectionsRepository.countForResident(tx, session.accountId, resident.id);
      if (money > 0) {
        throw conflict(
          `Bu kişinin ${money} borç, tahsilat veya avans kaydı var; geçmiş kayıtlar için kişi silinemez.`,
        );
      }
      const left = await repo.historyOf(tx, session.accountId, resident.id);
      const kept = [
        left.incomes > 0 && `${left.incomes} gelir`,
        left.tickets > 0 && `${left.tickets} talep`,
        left.messages > 0 && `${left.messages} mesaj`,
        left.votes > 0 && `${left.votes} anket oyu`,
      ].filter(Boolean);
      if (kept.length > 0) {
        throw conflict(
          `Bu kişinin ${kept.join(', ')} kaydı var; geçmiş kayıtlar için kişi silinemez. Kişi daireden çıkmışsa kaydı kalabilir.`,
        );
      }
      const history = await links.all(tx, session.accountId, of);
      const relatives = await parents.listOf(tx, session.accountId, resident.id);
      await links.removeMany(
        tx,
        session.accountId,
        history.map((link) => link.id),
      );
      await parents.removeAllOf(tx, session.accountId, resident.id);
      const pageLinksRemoved = await pageLinks.removeAllOf(tx, session.accountId, resident.id);
      await recordAuditBatch(tx, actorOf(session), [
        ...history.map((link) => ({
          table: 'apartment_residents' as const,
          action: 'delete' as const,
          recordId: link.id,
          before: link,
        })),
        ...relatives.map((parent) => ({
          table: 'resident_parents' as const,
          action: 'delete' as const,
          recordId: parent.id,
          before: parent,
        })),
        ...pageLinksRemoved.map((link) => ({
          table: 'resident_links' as const,
          action: 'delete' as const,
          recordId: link.id,
          before: link,
        })),
      ]);
    }),
};

export const parentWrites = {
  /** Relatives of one resident: all of them or, on any problem, none. */
  createMany: (
    db: Db,
    session: Session,
    residentId: number,
    values: Partial<ParentValues>[],
  ): Promise<Parent[]> =>
    db.transaction(async (tx) => {
      const resident = await residentOf(tx, session.accountId, residentId);
      return parents.insertMany(tx, session.accountId, actorOf(session), resident.id, values.map(newParent));
    }),

  create: (db: Db, session: Session, residentId: number, values: Partial<ParentValues>): Promise<Parent> =>
    db.transaction(async (tx) => {
      const resident = await residentOf(tx, session.accountId, residentId);
      const row = { ...newParent(values), residentId: resident.id };
      return parents.insert(tx, session.accountId, actorOf(session), row);
    }),

  /** resident_id, when sent, must be the current one: a relative is not moved between residents. */
  update: (
    db: Db,
    session: Session,
    id: number,
    residentId: number | null | undefined,
    values: Partial<ParentValues>,
  ) =>
    parents.update(db, session.accountId, actorOf(session), id, values, (before) => {
      if (residentId && residentId !== before.residentId) {
        throw badRequest('Yakın kaydı başka bir sakine taşınamaz.', {
          resident_id: 'Yakın kaydı başka bir sakine taşınamaz.',
        });
      }
    }),
};
