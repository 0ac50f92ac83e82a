import { dmyToIso } from '../../common/date';
import { readAmount } from '../../common/decimal';
import { DEBT_COLUMNS, type DebtResponsible, debtResponsibleOf } from '../../common/importRows';
import { foldTurkish } from '../../common/search';
import { coversDate, type ExemptionPeriod } from './exemptions';
import { existingApartment, type FlatCells, type ImportProblem, text } from './propertyImport';

/**
 * Plans an Excel import of debts (docs/domain.md, "Excel import") without touching the database: every row is checked
 * against the account's buildings, apartments, income types, exemptions and responsible residents (loaded once
 * by the caller). The caller saves the plan in one transaction only when it has no problems.
 */
export interface DebtRowInput extends FlatCells {
  amount?: string | number | null;
  accounting_type?: string | null;
  due_date?: string | null;
  description?: string | null;
  responsible?: string | null;
}

export interface DebtImportContext {
  /** buildingKey of the account's buildings */
  buildings: Set<string>;
  /** apartmentKey → apartment id, of the apartments of those buildings */
  apartments: Map<string, number>;
  /** typeKey(name) → the account's income type (type 1) */
  incomeTypes: Map<string, { id: number; name: string }>;
  /** typeKey(name) of the account's expense types (type 2): named in a file, they get their own reason. */
  expenseTypes: Set<string>;
  /** `${apartmentId}:${accountingTypeId}` → the account's exemption and its period */
  exemptions: Map<string, ExemptionPeriod>;
  /** Who owes a debt of the apartment (services/money/debtEntry.ts responsibleResidents), by responsibility. */
  responsible: Record<DebtResponsible, Map<number, number>>;
}

export interface PlannedImportDebt {
  row: number;
  apartmentId: number;
  residentId: number;
  /** Kuruş, above 0. */
  amount: bigint;
  accountingTypeId: number;
  /** ISO date */
  dueDate: string;
  description: string;
  responsible: DebtResponsible;
}

export interface DebtImportPlan {
  problems: ImportProblem[];
  debts: PlannedImportDebt[];
}

export const MAX_DESCRIPTION = 500;

/** The same accounting type whatever the case, Turkish marks and spacing the file uses. */
export function typeKey(name: string): string {
  return foldTurkish(name.trim().replace(/\s+/g, ' '));
}

export function planDebtImport(rows: DebtRowInput[], context: DebtImportContext): DebtImportPlan {
  const problems: ImportProblem[] = [];
  const debts: PlannedImportDebt[] = [];
  for (const input of rows) {
    const rowProblems: ImportProblem[] = [];
    const problem = (column: string, reason: string) => rowProblems.push({ row: input.row, column, reason });
    const apartmentId = existingApartment(input, context, DEBT_COLUMNS, problem);

    let amount: bigint | null = null;
    const amountText = text(input.amount);
    if (!amountText) problem(DEBT_COLUMNS.amount, 'Tutar boş olamaz.');
    else {
      const reading = readAmount(typeof input.amount === 'number' ? input.amount : amountText);
      if ('error' in reading) problem(DEBT_COLUMNS.amount, reading.error);
      else if (reading.value === 0n) problem(DEBT_COLUMNS.amount, 'Tutar sıfırdan büyük olmalıdır.');
      else amount = reading.value;
    }

    let type: { id: number; name: string } | undefined;
    const typeName = text(input.accounting_type);
    if (!typeName) problem(DEBT_COLUMNS.accounting_type, 'Borç türü boş olamaz.');
    else {
      type = context.incomeTypes.get(typeKey(typeName));
      if (!type) {
        problem(
          DEBT_COLUMNS.accounting_type,
          context.expenseTypes.has(typeKey(typeName))
            ? `"${typeName}" bir gider türü; borç için gelir tipinde bir tür yazınız.`
            : `"${typeName}" adında bir borç türü yok. Önce Tanımlar bölümünden ekleyiniz.`,
        );
      }
    }

    let dueDate: string | null = null;
    const dueText = text(input.due_date);
    if (!dueText) problem(DEBT_COLUMNS.due_date, 'Son ödeme tarihi boş olamaz.');
    else {
      dueDate = dmyToIso(dueText);
      if (!dueDate) problem(DEBT_COLUMNS.due_date, 'Geçerli bir tarih giriniz (GG.AA.YYYY).');
    }

    const description = text(input.description);
    if (description.length > MAX_DESCRIPTION) {
      problem(DEBT_COLUMNS.description, `Açıklama en fazla ${MAX_DESCRIPTION} karakter olabilir.`);
    }

    const responsible = debtResponsibleOf(input.responsible);
    let residentId: number | undefined;
    if (!responsible) problem(DEBT_COLUMNS.responsible, "Sorumlu 'Ev sahibi' veya 'Kiracı' olmalıdır.");
    else if (apartmentId !== undefined) {
      residentId = context.responsible[responsible].get(apartmentId);
      if (residentId === undefined) {
        problem(
          DEBT_COLUMNS.responsible,
          responsible === 'tenant'
            ? 'Dairede kayıtlı kiracı veya ev sahibi yok. Önce daireye sakin ekleyiniz.'
            : 'Dairede kayıtlı ev sahibi veya hissedar yok. Önce daireye ev sahibi ekleyiniz.',
        );
      }
    }
    // An import names each flat, but an exemption is the manager's standing word: the row is refused rather
    // than billed or dropped silently.
    const exemption = type ? context.exemptions.get(`${apartmentId}:${type.id}`) : undefined;
    if (apartmentId !== undefined && type && exemption && dueDate && coversDate(exemption, dueDate)) {
      problem(DEBT_COLUMNS.accounting_type, `Daire "${type.name}" borç türünden muaf.`);
    }

    problems.push(...rowProblems);
    if (rowProblems.length > 0) continue;
    debts.push({
      row: input.row,
      apartmentId: apartmentId!,
      residentId: residentId!,
      amount: amount!,
      accountingTypeId: type!.id,
      dueDate: dueDate!,
      description: description || type!.name,
      responsible: responsible!,
    });
  }
  return { problems, debts };
}
