import { normalizeDmy } from '../../../common/date';
import { readDecimal } from '../../../common/decimal';
import { DEBT_ENTRY_PATHS, type EntryMode } from '../../dataProvider/custom/money';
import { isUsableDmy, today } from '../../lib/DmyField';
import { amountNumber, amountProblem, type Responsible, tooLarge } from '../../money/amounts';
import type { ApartmentOption } from './pickers';

export type { EntryMode };

/** The entry screens in the order of their tabs. */
export const ENTRY_MODES = Object.keys(DEBT_ENTRY_PATHS) as EntryMode[];

export const isEntryMode = (mode: string | undefined): mode is EntryMode =>
  ENTRY_MODES.some((entry) => entry === mode);

/** The modes that split a total over the buildings' apartments. */
export const TOTAL_MODES: EntryMode[] = ['land', 'area', 'per-person'];

export interface EntryState {
  accountingTypeId: number | '';
  dueDate: string;
  description: string;
  isInterest: boolean;
  interest: string;
  responsible: Responsible;
  apartment: ApartmentOption | null;
  amount: string;
  buildingIds: number[];
  total: string;
  groupId: number | '';
  gridAmounts: Record<number, string>;
}

export const initialEntryState = (): EntryState => ({
  accountingTypeId: '',
  dueDate: today(),
  description: '',
  isInterest: false,
  interest: '',
  responsible: 'owner',
  apartment: null,
  amount: '',
  buildingIds: [],
  total: '',
  groupId: '',
  gridAmounts: {},
});

export interface EntryRequest {
  body: Record<string, unknown>;
  /** Field → translation key of what is wrong with it; grid rows as `debts.<apartment id>`. */
  problems: Record<string, string>;
}

/** The grid's rows above 0, and a problem for each row that is not an amount (keyed `debts.<apartment id>`). */
function gridDebts(state: EntryState, gridIds: number[], problems: Record<string, string>) {
  const debts: { apartment_id: number; amount: number }[] = [];
  for (const id of gridIds) {
    const text = state.gridAmounts[id] ?? '';
    if (text.trim() === '') continue;
    const value = amountNumber(text);
    if (value === null) {
      problems[`debts.${id}`] = /[.,]\d{3,}$/.test(text.trim())
        ? 'app.debt_entry.max_two_decimals'
        : 'app.validation.decimal';
    } else if (tooLarge(text)) {
      problems[`debts.${id}`] = 'app.debt_entry.amount_too_large';
    } else if (value > 0) {
      debts.push({ apartment_id: id, amount: value });
    }
  }
  return debts;
}

/**
 * The body an entry sends (docs/domain.md, "Input rules"): amounts typed with a comma become numbers ("12,50" → 12.5),
 * grid rows not above 0 are dropped, the interest rate is cleared when the interest flag is off.
 */
export function buildEntryRequest(mode: EntryMode, state: EntryState, gridIds: number[]): EntryRequest {
  const problems: Record<string, string> = {};
  if (state.accountingTypeId === '') problems.accounting_type_id = 'ra.validation.required';
  if (state.dueDate.trim() !== '' && !isUsableDmy(state.dueDate)) problems.due_date = 'app.validation.date';
  let interest: number | null = null;
  if (state.isInterest && state.interest.trim() !== '') {
    const reading = readDecimal(state.interest, 2, 3);
    if ('error' in reading) problems.interest = 'app.validation.decimal';
    else interest = Number(reading.value);
  }
  const body: Record<string, unknown> = {
    accounting_type_id: state.accountingTypeId === '' ? null : state.accountingTypeId,
    due_date: state.dueDate.trim() === '' ? null : normalizeDmy(state.dueDate),
    description: state.description.trim() || null,
    is_interest: state.isInterest,
    interest: state.isInterest ? interest : null,
    responsible: state.responsible,
  };
  const amountField = (field: 'amount' | 'total', text: string) => {
    const problem = amountProblem(text);
    if (problem) problems[field] = problem;
    body[field] = amountNumber(text);
  };
  const needBuildings = () => {
    if (state.buildingIds.length === 0) problems.building_ids = 'app.debt_entry.choose_buildings';
    body.building_ids = state.buildingIds;
  };
  switch (mode) {
    case 'single':
      if (!state.apartment) problems.apartment_id = 'ra.validation.required';
      body.apartment_id = state.apartment?.id ?? null;
      amountField('amount', state.amount);
      break;
    case 'multi': {
      const debts = gridDebts(state, gridIds, problems);
      if (state.buildingIds.length === 0) problems.building_ids = 'app.debt_entry.choose_buildings';
      else if (debts.length === 0 && !Object.keys(problems).some((key) => key.startsWith('debts.')))
        problems.debts = 'app.debt_entry.no_rows';
      body.debts = debts;
      break;
    }
    case 'amount':
      needBuildings();
      amountField('amount', state.amount);
      break;
    case 'land':
    case 'area':
    case 'per-person':
      needBuildings();
      amountField('total', state.total);
      break;
    case 'group':
      if (state.groupId === '') problems.group_id = 'ra.validation.required';
      body.group_id = state.groupId === '' ? null : state.groupId;
      break;
  }
  return { body, problems };
}

/**
 * The grid's messages by apartment id: our own checks are keyed `debts.<apartment id>` (translation keys), the
 * server's by the row's place in the `debts` sent (`debts.3.amount`, Turkish text already).
 */
export function gridErrorsOf(
  problems: Record<string, string>,
  serverErrors: Record<string, string>,
  sentRows: { apartment_id: number }[],
  translate: (key: string) => string,
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (field.startsWith('debts.')) errors[Number(field.slice('debts.'.length))] = translate(problem);
  }
  for (const [field, message] of Object.entries(serverErrors)) {
    const match = /^debts\.(\d+)/.exec(field);
    const row = match ? sentRows[Number(match[1])] : undefined;
    if (row) errors[row.apartment_id] = message;
  }
  return errors;
}
