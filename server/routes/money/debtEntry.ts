import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { readAmount } from '../../../common/decimal';
import { formatMoney } from '../../../common/money';
import { fieldError } from '../../errors';
import { positiveAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  authErrors,
  DecimalInput,
  DmyInput,
  Id,
  Nullable,
  NullableBoolean,
  WriteAnswer,
} from '../../schemas/shared/http';
import { Money, money, Responsible, SkippedSchema, skippedJson } from '../../schemas/shared/money';
import {
  BuildingIdsForms,
  buildingIdsOf,
  DebtEntryNames,
  debtTypeOf,
  SingleFlatForms,
  singleFlatOf,
} from '../../schemas/shared/specForms';
import { enterDebts, type SavedEntry } from '../../services/money';
import type { EntryInput, EntryPlan } from '../../services/money/debtEntry';
import { actorOf } from '../../services/shared/sessions';

const EntryCommon = {
  ...DebtEntryNames,
  /** DD.MM.YYYY; today (Istanbul) when empty. */
  due_date: Type.Optional(Nullable(DmyInput)),
  /** The accounting type's name when empty. */
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  is_interest: Type.Optional(NullableBoolean),
  /** Monthly late-payment rate (%) for these debts; empty = the interest setting; cleared when is_interest is off. */
  interest: Type.Optional(DecimalInput),
  /** Who owes the debts: the owner (default) or the tenant (the owner when the flat has no tenant). */
  responsible: Type.Optional(Nullable(Responsible)),
  /** true: compute and return every apartment's amount without saving. */
  preview: Type.Optional(NullableBoolean),
};
type CommonInput = {
  accounting_type_id?: number;
  type?: number;
  due_date?: string | null;
  description?: string | null;
  is_interest?: boolean | null;
  interest?: string | number | null;
  responsible?: 'owner' | 'tenant' | null;
  preview?: boolean | null;
};

const EntryRow = Type.Object({
  apartment_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  resident_id: Type.Integer(),
  resident_name: Type.String(),
  amount: Money,
  /** null in a preview. */
  debt_id: Nullable(Type.Integer()),
  /** Paid at once from the resident's advance (setting auto_payment_advance_payments). */
  paid_from_advance: Money,
});
const EntryAnswer = WriteAnswer(
  Type.Object({
    /** The batch (toplu borç); null in a preview and for a single debt. */
    multi_debt_id: Nullable(Type.Integer()),
    rule: Type.String(),
    rows: Type.Array(EntryRow),
    total: Money,
    skipped: Type.Array(SkippedSchema),
  }),
);

const area = 'debit' as const;
const answers = { 200: EntryAnswer, ...authErrors };

const sum = (plan: EntryPlan) => plan.rows.reduce((total, row) => total + row.amount, 0n);

function skippedText(plan: EntryPlan): string {
  return plan.skipped.length > 0 ? ` ${plan.skipped.length} daire atlandı.` : '';
}

function entryText(plan: EntryPlan, saved: SavedEntry | null): string {
  if (!saved) {
    return `Önizleme: ${plan.rows.length} daireye toplam ${formatMoney(sum(plan))} borç yazılacak.${skippedText(plan)}`;
  }
  const paidTotal = [...saved.paid.values()].reduce((a, b) => a + b, 0n);
  const fromAdvance = paidTotal > 0n ? ` ${formatMoney(paidTotal)} sakinlerin avansından ödendi.` : '';
  return `${plan.rows.length} daireye toplam ${formatMoney(sum(plan))} borç yazıldı.${skippedText(plan)}${fromAdvance}`;
}

function entryJson(plan: EntryPlan, saved: SavedEntry | null) {
  return {
    multi_debt_id: saved?.batchId ?? null,
    rule: plan.rule,
    rows: plan.rows.map((row, index) => {
      const debtId = saved?.ids[index] ?? null;
      return {
        apartment_id: row.apartmentId,
        building_name: row.buildingName,
        identifier: row.identifier,
        resident_id: row.residentId,
        resident_name: row.residentName,
        amount: money(row.amount),
        debt_id: debtId,
        paid_from_advance: money((debtId && saved?.paid.get(debtId)) || 0n),
      };
    }),
    total: money(sum(plan)),
    skipped: plan.skipped.map(skippedJson),
  };
}

/** Debt entry screens (docs/domain.md, "Entry modes and the split"): one transaction per entry, or a preview. */
export default async function debtEntryRoutes(app: App) {
  async function enter(request: FastifyRequest, body: CommonInput, input: EntryInput) {
    const session = sessionOf(request);
    const entry = {
      accountingTypeId: debtTypeOf(body),
      dueDate: body.due_date,
      description: body.description,
      isInterest: body.is_interest,
      interest: body.interest,
      responsible: body.responsible,
      preview: body.preview,
    };
    const { plan, saved } = await enterDebts(app.db, actorOf(session), session.accountId, entry, input);
    return { description: entryText(plan, saved), data: entryJson(plan, saved) };
  }

  app.post(
    '/debt/single',
    {
      config: { access: { area, action: 'create' }, idempotent: true },
      schema: {
        tags: ['debts'],
        description: 'One debt for one apartment (exemptions do not apply to a single entry).',
        body: Type.Object({ ...EntryCommon, ...SingleFlatForms, amount: DecimalInput }),
        response: answers,
      },
    },
    async (request) => {
      const body = request.body;
      return enter(request, body, {
        rule: 'single',
        apartmentId: singleFlatOf(body),
        amount: positiveAmount(body.amount),
      });
    },
  );

  app.post(
    '/debt/multi',
    {
      config: { access: { area, action: 'create' }, idempotent: true },
      schema: {
        tags: ['debts'],
        description:
          'A grid of apartments with an amount each (by building). Rows whose amount is empty or not above 0 are dropped.',
        body: Type.Object({
          ...EntryCommon,
          debts: Type.Array(Type.Object({ apartment_id: Id, amount: Type.Optional(DecimalInput) }), {
            maxItems: 20_000,
          }),
        }),
        response: answers,
      },
    },
    async (request) => {
      const body = request.body;
      const rows: { apartmentId: number; amount: bigint }[] = [];
      body.debts.forEach((row, index) => {
        const input = row.amount;
        if (input === null || input === undefined || input === '') return;
        const kurus = readAmountOrDrop(input, `debts.${index}.amount`);
        if (kurus > 0n) rows.push({ apartmentId: row.apartment_id, amount: kurus });
      });
      if (rows.length === 0) throw fieldError('debts', 'En az bir daireye sıfırdan büyük bir tutar giriniz.');
      return enter(request, body, { rule: 'grid', rows });
    },
  );

  app.post(
    '/debt/amount',
    {
      config: { access: { area, action: 'create' }, idempotent: true },
      schema: {
        tags: ['debts'],
        description: 'The same amount for every apartment of the buildings.',
        body: Type.Object({ ...EntryCommon, ...BuildingIdsForms, amount: DecimalInput }),
        response: answers,
      },
    },
    async (request) => {
      const body = request.body;
      return enter(request, body, {
        rule: 'amount_each',
        buildingIds: buildingIdsOf(body),
        amount: positiveAmount(body.amount),
      });
    },
  );

  for (const [path, rule, what] of [
    ['/debt/land', 'land', 'arsa payı (land share)'],
    ['/debt/area', 'area', 'm² (area)'],
    [
      '/debt/parent/count',
      'per_person',
      'people living in each apartment (tenants, else owners, plus relatives with lives_in)',
    ],
  ] as const) {
    app.post(
      path,
      {
        config: { access: { area, action: 'create' }, idempotent: true },
        schema: {
          tags: ['debts'],
          description: `A total split over the buildings' apartments by ${what}, largest remainder: the parts add up exactly to the total.`,
          body: Type.Object({ ...EntryCommon, ...BuildingIdsForms, total: DecimalInput }),
          response: answers,
        },
      },
      async (request) => {
        const body = request.body;
        return enter(request, body, {
          rule,
          buildingIds: buildingIdsOf(body),
          total: positiveAmount(body.total, 'total'),
        });
      },
    );
  }

  app.post(
    '/debt/by/group',
    {
      config: { access: { area, action: 'create' }, idempotent: true },
      schema: {
        tags: ['debts'],
        description:
          "The group's amount for each of its apartments: a debt group's members, or the apartments of a dues group.",
        body: Type.Object({ ...EntryCommon, group_id: Id }),
        response: answers,
      },
    },
    async (request) => {
      const body = request.body;
      return enter(request, body, { rule: 'group', groupId: body.group_id });
    },
  );
}

/** A grid cell: refused when it is not an amount (e.g. "abc", 3 decimals), 0 or negative when it is one. */
function readAmountOrDrop(input: string | number, field: string): bigint {
  const text = typeof input === 'string' ? input.trim() : input;
  if (typeof text === 'string' && text.startsWith('-')) return 0n;
  if (typeof text === 'number' && text < 0) return 0n;
  const reading = readAmount(text);
  if ('error' in reading) throw fieldError(field, reading.error);
  return reading.value;
}
