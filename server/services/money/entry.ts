/** Debt entry screens (docs/domain.md, "Entry modes and the split"): one transaction per entry, or a preview. */
import type { Executor } from '../../db';
import { badRequest, conflict } from '../../errors';
import { dateOrToday, todayIso } from '../../fields';
import type { Actor } from '../../repositories/shared/audit';
import {
  autoPayFromAdvance,
  type EntryInput,
  type EntryPlan,
  incomeType,
  interestRateOf,
  planEntry,
} from './debtEntry';
import { createDebts, type DebtTerms, type Responsible } from './debts';

/** The terms every debt of an entry shares, as the screen sends them. */
export interface EntryRequest {
  accountingTypeId: number;
  /** DD.MM.YYYY; today (Istanbul) when empty. */
  dueDate?: string | null;
  /** The accounting type's name when empty. */
  description?: string | null;
  isInterest?: boolean | null;
  interest?: string | number | null;
  responsible?: Responsible | null;
  /** Compute every apartment's amount without saving. */
  preview?: boolean | null;
}

/** What an entry saved: its batch (none for a single debt), each planned row's debt and what the advance paid. */
export interface SavedEntry {
  batchId: number | null;
  ids: number[];
  paid: Map<number, bigint>;
}

async function termsOf(exec: Executor, accountId: number, request: EntryRequest): Promise<DebtTerms> {
  const type = await incomeType(exec, accountId, request.accountingTypeId);
  const isInterest = Boolean(request.isInterest);
  return {
    accountingTypeId: type.id,
    dueDate: dateOrToday(request.dueDate, 'due_date'),
    description: request.description?.trim() || type.name,
    isInterest,
    interestRate: interestRateOf(isInterest, request.interest),
    responsible: request.responsible ?? 'owner',
  };
}

/**
 * Plans an entry and, unless it is a preview, creates its debts (a batch unless it is a single debt) and pays
 * them from the advances when the account's setting says so. An entry with no apartment to charge is refused.
 */
export async function enterDebts(
  db: Executor,
  actor: Actor,
  accountId: number,
  request: EntryRequest,
  input: EntryInput,
): Promise<{ plan: EntryPlan; saved: SavedEntry | null }> {
  const terms = await termsOf(db, accountId, request);
  const options = {
    accountingTypeId: terms.accountingTypeId,
    responsible: terms.responsible,
    dueDate: terms.dueDate,
  };
  if (request.preview) return { plan: await planEntry(db, accountId, input, options), saved: null };
  return db.transaction(async (tx) => {
    const plan = await planEntry(tx, accountId, input, options);
    if (plan.rows.length === 0) {
      if (input.rule === 'single' && plan.skipped[0]) {
        throw conflict(`${plan.skipped[0].reason} Önce daireye ev sahibi veya kiracı ekleyiniz.`);
      }
      throw badRequest(
        `Borç yazılabilecek daire bulunamadı.${plan.skipped.length > 0 ? ` ${plan.skipped.length} daire atlandı (muafiyet, sakin veya pay eksik); önizlemede nedenlerini görebilirsiniz.` : ''}`,
      );
    }
    const entry = await createDebts(tx, actor, accountId, terms, plan.rows, {
      batch:
        input.rule === 'single'
          ? null
          : { userId: actor.userId, rule: plan.rule, ruleInput: plan.ruleInput, source: 'entry' },
      autoPay: await autoPayFromAdvance(tx, accountId),
      today: todayIso(),
    });
    return {
      plan,
      saved: { batchId: entry.batchId, ids: entry.debts.map((d) => d.id), paid: entry.paidFromAdvance },
    };
  });
}
