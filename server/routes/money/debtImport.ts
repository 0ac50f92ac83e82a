import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DebtResponsible } from '../../../common/importRows';
import { formatMoney } from '../../../common/money';
import { accountingTypes, debtExemptions } from '../../db/schema';
import { namedApartments, planDebtImport, typeKey } from '../../domain/debtImport';
import { apartmentKey, buildingKey, type ImportProblem } from '../../domain/propertyImport';
import { todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { importsRepository as repo } from '../../repositories/imports';
import { type App, authErrors, Nullable } from '../../schemas/http';
import { Money, money } from '../../schemas/money';
import { autoPayFromAdvance, responsibleResidents } from '../../services/debtEntry';
import { createDebts } from '../../services/money';
import { actorOf } from '../../services/sessions';
import {
  alreadyImported,
  Cell,
  FileKey,
  IMPORT_BODY_LIMIT,
  NumberCell,
  Problem,
  Row,
  Rows,
  recordImport,
  refuseEmpty,
  rejected,
} from '../property/imports';

const DebtImportAnswer = Type.Object({
  description: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  data: Type.Optional(
    Type.Object({
      problems: Type.Array(Problem),
      /** Debts created. */
      created: Type.Integer(),
      /** Rows not imported again (the same file a second time: all of them). */
      skipped: Type.Integer(),
      /** The batch (toplu borç) holding the imported debts. */
      multi_debt_id: Type.Optional(Nullable(Type.Integer())),
      /** Σ of the imported debts. */
      total: Type.Optional(Money),
      /** Paid at once from the residents' advances (setting auto_payment_advance_payments). */
      paid_from_advance: Type.Optional(Money),
    }),
  ),
});

type DebtOutcome = {
  status: 200 | 400;
  body: {
    description: string;
    data: {
      problems: ImportProblem[];
      created: number;
      skipped: number;
      multi_debt_id?: number | null;
      total?: number;
      paid_from_advance?: number;
    };
  };
};

/** `POST /debt/import`: the Excel import of debts (DESIGN.md section 5), all rows in one batch or none. */
export default async function debtImportRoutes(app: App) {
  app.post(
    '/debt/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { area: 'debit', action: 'create' } },
      schema: {
        tags: ['debts'],
        description:
          'Imports debts from the rows of an Excel file: building and identifier of an existing apartment, an ' +
          'amount above 0 (at most 2 decimals), the name of an income accounting type, the due date (DD.MM.YYYY), ' +
          "an optional description (the type's name when empty) and who owes it ('Ev sahibi', the default, or " +
          "'Kiracı': the tenant, else the owner). Every row is checked first: any problem and nothing is saved, " +
          'the answer listing each problem row. Otherwise one batch (source import) holds every debt, paid from ' +
          'the advance when auto_payment_advance_payments is on. The same file_key again adds nothing.',
        body: Type.Object({
          file_key: FileKey,
          rows: Rows(
            Type.Object({
              row: Row,
              building: Cell,
              identifier: Cell,
              amount: NumberCell,
              accounting_type: Cell,
              due_date: Cell,
              description: Cell,
              responsible: Cell,
            }),
          ),
        }),
        response: { ...authErrors, 200: DebtImportAnswer, 400: DebtImportAnswer },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { file_key: fileKey, rows } = request.body;
      refuseEmpty(rows);
      const accountId = session.accountId;
      const outcome = await app.db.transaction(async (tx): Promise<DebtOutcome> => {
        const previous = await alreadyImported(tx, accountId, 'debts', fileKey, rows.length);
        if (previous) return previous;
        const buildings = await repo.buildings(tx, accountId);
        const named = namedApartments(rows);
        const buildingNames = new Set(named.map((n) => buildingKey(n.building)));
        const inFile = buildings.filter((b) => buildingNames.has(buildingKey(b.name)));
        const nameOf = new Map(inFile.map((b) => [b.id, b.name]));
        const apartments = new Map(
          (
            await repo.apartmentsOf(
              tx,
              accountId,
              inFile.map((b) => b.id),
            )
          ).map((a) => [apartmentKey(nameOf.get(a.buildingId)!, a.identifier), a.id]),
        );
        const apartmentIds = [
          ...new Set(
            named
              .map((n) => apartments.get(apartmentKey(n.building, n.identifier)))
              .filter((id) => id !== undefined),
          ),
        ];
        const responsible: Record<DebtResponsible, Map<number, number>> = {
          owner: new Map(),
          tenant: new Map(),
        };
        for (const who of ['owner', 'tenant'] as const) {
          for (const [apartmentId, person] of await responsibleResidents(tx, accountId, apartmentIds, who))
            responsible[who].set(apartmentId, person.id);
        }
        const types = await tx
          .select({ id: accountingTypes.id, name: accountingTypes.name, type: accountingTypes.type })
          .from(accountingTypes)
          .where(eq(accountingTypes.accountId, accountId));
        const exemptions =
          apartmentIds.length === 0
            ? []
            : await tx
                .select({ apartmentId: debtExemptions.apartmentId, typeId: debtExemptions.accountingTypeId })
                .from(debtExemptions)
                .where(
                  and(
                    eq(debtExemptions.accountId, accountId),
                    inArray(debtExemptions.apartmentId, apartmentIds),
                  ),
                );
        const plan = planDebtImport(rows, {
          buildings: new Set(buildings.map((b) => buildingKey(b.name))),
          apartments,
          incomeTypes: new Map(
            types.filter((t) => t.type === 1).map((t) => [typeKey(t.name), { id: t.id, name: t.name }]),
          ),
          expenseTypes: new Set(types.filter((t) => t.type !== 1).map((t) => typeKey(t.name))),
          exemptions: new Set(exemptions.map((e) => `${e.apartmentId}:${e.typeId}`)),
          responsible,
        });
        if (plan.problems.length > 0) return rejected(plan.problems);

        const first = plan.debts[0]!;
        const allTenant = plan.debts.every((d) => d.responsible === 'tenant');
        const earliest = plan.debts.map((d) => d.dueDate).sort()[0]!;
        const actor = actorOf(session);
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
              userId: session.userId,
              rule: 'import',
              ruleInput: { file_key: fileKey, rows: plan.debts.map((d) => d.row) },
              source: 'import',
            },
            autoPay: await autoPayFromAdvance(tx, accountId),
            today: todayIso(),
          },
        );
        await recordImport(
          tx,
          actor,
          {
            accountId,
            kind: 'debts',
            fileKey,
            rowCount: rows.length,
            created: entry.debts.length,
            skipped: 0,
          },
          [],
        );
        const total = plan.debts.reduce((sum, d) => sum + d.amount, 0n);
        const paid = [...entry.paidFromAdvance.values()].reduce((sum, v) => sum + v, 0n);
        const fromAdvance = paid > 0n ? ` ${formatMoney(paid)} sakinlerin avansından ödendi.` : '';
        return {
          status: 200,
          body: {
            description: `${entry.debts.length} borç içe aktarıldı (toplam ${formatMoney(total)}).${fromAdvance}`,
            data: {
              problems: [],
              created: entry.debts.length,
              skipped: 0,
              multi_debt_id: entry.batchId,
              total: money(total),
              paid_from_advance: money(paid),
            },
          },
        };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
