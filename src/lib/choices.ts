import type { Choice } from '../dataProvider/custom/property';
import { useDataQuery } from '../dataProvider/useData';

export type { Choice };

/** Every building (id, name) of the account: POST /buildings {all: true}; a failure leaves the list empty. */
export function useBuildingChoices(): { buildings: Choice[]; loading: boolean } {
  const { data, isPending } = useDataQuery('buildingChoices', undefined, { silent: true });
  return { buildings: data?.Records ?? [], loading: isPending };
}

/** "Ayşe Yılmaz", or nothing when there is nobody. */
export const personName = (name: unknown, surname: unknown) =>
  name ? `${String(name)} ${String(surname ?? '')}`.trim() : '';
