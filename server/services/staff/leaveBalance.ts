import type { Executor } from '../../db';
import { type ServiceYear, serviceYearOn } from '../../domain/leave';
import type { StaffMember } from '../../repositories/shared/staff';
import { vacationsRepository } from '../../repositories/staff/vacations';

export interface LeaveBalance extends ServiceYear {
  /** Working days of counted leave starting in this service year. */
  used: number;
  remaining: number;
}

/** The staff member's annual leave in the service year `onIso` falls in, except the leave `exceptId`. */
export async function leaveBalanceOn(
  exec: Executor,
  member: StaffMember,
  onIso: string,
  exceptId?: number,
): Promise<LeaveBalance> {
  const year = serviceYearOn(member.startDate, onIso);
  const used = await vacationsRepository.countedDays(exec, member.accountId, member.id, year, exceptId);
  return { ...year, used, remaining: Math.max(0, year.entitlement - used) };
}
