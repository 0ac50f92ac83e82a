/** The debt import (POST /debt/import) on runImport: every row in one batch (source import), or none. */
import type { DebtResponsible } from '../../../common/importRows';
import { formatMoney } from '../../../common/money';
import type { Db, Executor } from '../../db';
import { type DebtRowInput, planDebtImport, typeKey } from '../../domain/debtImport';
import { apartmentKey, buildingKey, flatOf } from '../../domain/propertyImport';
import { todayIso } from '../../fields';
import type { Actor } from '../../repositories/shared/audit';
import { importsRepository as repo } from '../../repositories/shared/imports';
import { money } from '../../schemas/shared/money';
import { apartmentsNamed, type ImportFile, runImport } from '../shared/imports';
import { createDebts } from './';
import { autoPayFromAdvance, responsibleResidents } from './debtEntry';

/**
 * Imports debts: each row names an existing apartment, an amount, an income type, a due date, a description and
 * who owes it. The debts are paid from the advance at once when auto_payment_advance_payments is on.
 */
export function importDebts(db: Db, actor: Actor, accountId: number, file: ImportFile<DebtRowInput>) {
  return runImport(db, actor, accountId, file, {
    kind: 'debts',
    plan: (tx, rows) => planDebts(tx, accountId, rows),
    save: async (tx, plan) => {
      const first = plan.debts[0]!;
      const allTenant = plan.debts.every((d) => d.responsible === 'tenant');
      const earliest = plan.debts.map((d) => d.dueDate).sort()[0]!;
      const entry = await createDebts(
        tx,
        actor,
        accountId,
        // The batch's own terms: a file may mix types and dates, so the batch shows its first row's type, the
        // earliest due date and says it came from Excel; each debt carries its row's terms.
        {
          accountingTypeId: first.accountingTypeId,
          dueDate: earliest,
          description: `Excel'den içe aktarılan borçlar (${plan.debts.length} satır)`,
          isInterest: false,
          interestRate: null,
          responsible: allTenant ? 'tenant' : 'owner',
        },
        plan.debts.map((d) => ({
          apartmentId: d.apartmentId,
          residentId: d.residentId,
          amount: d.amount,
          terms: {
            accountingTypeId: d.accountingTypeId,
            dueDate: d.dueDate,
            description: d.description,
            responsible: d.responsible,
          },
        })),
        {
          batch: {
            userId: actor.userId,
            rule: 'import',
            ruleInput: { file_key: file.fileKey, rows: plan.debts.map((d) => d.row) },
            source: 'import',
          },
          autoPay: await autoPayFromAdvance(tx, accountId),
          today: todayIso(),
        },
      );
      const total = plan.debts.reduce((sum, d) => sum + d.amount, 0n);
      const paid = [...entry.paidFromAdvance.values()].reduce((sum, v) => sum + v, 0n);
      const fromAdvance = paid > 0n ? ` ${formatMoney(paid)} sakinlerin avansından ödendi.` : '';
      return {
        created: entry.debts.length,
        skipped: 0,
        // createDebts audits the batch and its debts.
        audit: [],
        description: `${entry.debts.length} borç içe aktarıldı (toplam ${formatMoney(total)}).${fromAdvance}`,
        extra: { multi_debt_id: entry.batchId, total: money(total), paid_from_advance: money(paid) },
      };
    },
  });
}

/** Loads what the rows are checked against (buildings, apartments, types, exemptions, who owes) and checks them. */
async function planDebts(tx: Executor, accountId: number, rows: DebtRowInput[]) {
  const { buildings, apartments } = await apartmentsNamed(tx, accountId, rows);
  const apartmentIds = [
    ...new Set(
      rows
        .map(flatOf)
        .map((n) => apartments.get(apartmentKey(n.building, n.identifier)))
        .filter((id) => id !== undefined),
    ),
  ];
  const responsible: Record<DebtResponsible, Map<number, number>> = { owner: new Map(), tenant: new Map() };
  for (const who of ['owner', 'tenant'] as const) {
    for (const [apartmentId, person] of await responsibleResidents(tx, accountId, apartmentIds, who))
      responsible[who].set(apartmentId, person.id);
  }
  const types = await repo.accountingTypes(tx, accountId);
  const exemptions = await repo.exemptionsOf(tx, accountId, apartmentIds);
  return planDebtImport(rows, {
    buildings: new Set(buildings.map((b) => buildingKey(b.name))),
    apartments,
    incomeTypes: new Map(
      types.filter((t) => t.type === 1).map((t) => [typeKey(t.name), { id: t.id, name: t.name }]),
    ),
    expenseTypes: new Set(types.filter((t) => t.type !== 1).map((t) => typeKey(t.name))),
    exemptions: new Map(exemptions.map((e) => [`${e.apartmentId}:${e.typeId}`, e])),
    responsible,
  });
}
