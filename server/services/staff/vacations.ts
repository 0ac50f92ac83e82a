import { isoToDmy } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { calendarSpan, MAX_LEAVE_SPAN_DAYS, workingDaysBetween } from '../../domain/leave';
import { badRequest, conflict, fieldError, notFound } from '../../errors';
import { dateOr } from '../../fields';
import { STAFF_NOT_FOUND, staffRepository } from '../../repositories/shared/staff';
import { leaveTypesRepository } from '../../repositories/staff/leaveTypes';
import { vacationsRepository as repo, type VacationRecord } from '../../repositories/staff/vacations';
import { actorOf, type Session } from '../shared/sessions';
import { leaveBalanceOn } from './leaveBalance';

export interface VacationValues {
  staffId: number;
  leaveTypeId: number;
  startDate: string;
  endDate: string;
  note: string | null;
}

export function vacationValues(body: {
  staff_id: number;
  leave_type_id: number;
  start_date: string;
  end_date: string;
  note?: string | null;
}): VacationValues {
  const startDate = dateOr(body.start_date, 'start_date', '');
  if (!startDate) throw fieldError('start_date', 'Başlangıç tarihi zorunludur.');
  const endDate = dateOr(body.end_date, 'end_date', '');
  if (!endDate) throw fieldError('end_date', 'Bitiş tarihi zorunludur.');
  if (endDate < startDate) throw fieldError('end_date', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
  if (calendarSpan(startDate, endDate) > MAX_LEAVE_SPAN_DAYS) {
    throw fieldError('end_date', 'Bir izin kaydı en fazla bir yılı kapsayabilir.');
  }
  return {
    staffId: body.staff_id,
    leaveTypeId: body.leave_type_id,
    startDate,
    endDate,
    note: body.note?.trim() || null,
  };
}

const dmy = (iso: string) => isoToDmy(iso)!;

/**
 * The leave's working days, after refusing what cannot be: a leave before the person started, one sharing a day
 * with another of theirs, one with no working day, and a counted one beyond the annual entitlement left in the
 * service year its first day falls in.
 */
async function checkedWorkingDays(
  tx: Executor,
  accountId: number,
  values: VacationValues,
  exceptId?: number,
): Promise<number> {
  // The row lock makes two leaves of one person wait for each other: both cannot spend the same remaining days.
  const member = await staffRepository.lock(tx, accountId, values.staffId);
  if (!member) throw notFound(STAFF_NOT_FOUND);
  const type = await leaveTypesRepository.findOrFail(tx, accountId, values.leaveTypeId);
  if (values.startDate < member.startDate) {
    throw fieldError(
      'start_date',
      `İzin, personelin işe başlama tarihinden (${dmy(member.startDate)}) önce olamaz.`,
    );
  }
  const other = await repo.overlapping(
    tx,
    accountId,
    member.id,
    { start: values.startDate, end: values.endDate },
    exceptId,
  );
  if (other) {
    throw conflict(
      `${member.name} için ${dmy(other.startDate)}–${dmy(other.endDate)} tarihlerinde zaten bir izin kayıtlı.`,
    );
  }
  const days = workingDaysBetween(values.startDate, values.endDate);
  if (days === 0) {
    throw fieldError('end_date', 'Seçilen tarihlerde iş günü yok (hafta sonu veya resmî tatil).');
  }
  if (!type.countsAgainstAnnual) return days;
  const balance = await leaveBalanceOn(tx, member, values.startDate, exceptId);
  if (balance.entitlement === 0) {
    const message = `${member.name} henüz bir yılını doldurmadığı için yıllık izin hakkı yok; ilk hak ${dmy(balance.until)} tarihinde doğar (4857 sayılı İş Kanunu md. 53).`;
    throw badRequest(message, { leave_type_id: message });
  }
  if (days > balance.remaining) {
    const message = `Yıllık izin hakkı yetersiz: bu izin ${days} iş günü, ${member.name} için kalan hak ${balance.remaining} iş günü (${dmy(balance.from)} başlayan hizmet yılında ${balance.entitlement} günün ${balance.used} günü kullanıldı).`;
    throw badRequest(message, { end_date: message });
  }
  return days;
}

/** Leave records: each write checks the rules above and is audited in its transaction. */
export const vacationWrites = {
  create: (db: Db, session: Session, values: VacationValues): Promise<VacationRecord> =>
    db.transaction(async (tx) => {
      const workingDays = await checkedWorkingDays(tx, session.accountId, values);
      const row = await repo.insert(tx, session.accountId, actorOf(session), { ...values, workingDays });
      return repo.findRecord(tx, session.accountId, row.id);
    }),

  update: (db: Db, session: Session, id: number, values: VacationValues): Promise<VacationRecord> =>
    db.transaction(async (tx) => {
      await repo.findOrFail(tx, session.accountId, id);
      const workingDays = await checkedWorkingDays(tx, session.accountId, values, id);
      await repo.update(tx, session.accountId, actorOf(session), id, { ...values, workingDays });
      return repo.findRecord(tx, session.accountId, id);
    }),

  remove: (db: Db, session: Session, id: number) => repo.remove(db, session.accountId, actorOf(session), id),
};
