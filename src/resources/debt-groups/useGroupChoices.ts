import type { GroupChoice } from '../../dataProvider/custom/lookups';
import { useDataQuery } from '../../dataProvider/useData';

export type { GroupChoice };

const none: GroupChoice[] = [];

/** Groups of a type (1 debt, 2 dues) for pickers: GET /groups/all (list rights in definitions, flats, debit or SMS). */
export function useGroupChoices(type: 1 | 2): GroupChoice[] {
  const { data } = useDataQuery('groupChoices', { type }, { silent: true });
  return data?.Records ?? none;
}
