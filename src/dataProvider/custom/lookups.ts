import type { ListAnswer } from '../apiMapping';
import type { Send } from '../send';
import type { CashAccount, IncomeType } from './moneyAnswers';

/** A record a picker shows by its name: "A Blok 5", "Aidat grubu". */
export interface NamedChoice {
  id: number;
  name: string;
}

export interface GroupChoice extends NamedChoice {
  amount: number;
}

export interface ResidentHit {
  id: number;
  name: string;
  surname: string;
  phone: string | null;
}

/** An apartment of the debt entry grid, as POST /apartments/by/building answers it. */
export interface GridApartment {
  id: number;
  building_name: string;
  identifier: string;
  owner_name: string | null;
  owner_surname: string | null;
  tenant_name: string | null;
  tenant_surname: string | null;
}

/** An empty search sends `key: null` (every record). */
const keyParam = (key: string) => ({ key: key || null });

/** The pickers' searches and choice lists that several money screens share. */
export const lookupMethods = (send: Send) => ({
  /** Cash and bank accounts: GET /accounts without a page answers every account. */
  cashAccounts: () => send<ListAnswer<CashAccount>>({ method: 'GET', url: '/accounts' }),
  /** Income types (accounting type 1), as printed on receipts. */
  incomeTypes: () =>
    send<ListAnswer<IncomeType>>({
      method: 'GET',
      url: '/accounting/types',
      params: { type: 1, is_print: true },
    }),
  /** Groups of a type (1 debt, 2 dues): GET /groups/all (list rights in definitions, flats, debit or SMS). */
  groupChoices: (params: { type: 1 | 2 }) =>
    send<ListAnswer<GroupChoice>>({ method: 'GET', url: '/groups/all', params }),
  /** Flats by block name or number ("A Blok 5"), Turkish-aware on the server. */
  apartmentsByKey: ({ key }: { key: string }) =>
    send<ListAnswer<NamedChoice>>({ method: 'GET', url: '/apartments', params: keyParam(key) }),
  residentsByKey: ({ key }: { key: string }) =>
    send<ListAnswer<ResidentHit>>({ method: 'GET', url: '/resident/main', params: keyParam(key) }),
  /** POST /resident/all with the phone's digits: the first ten matches. */
  residentsByPhone: ({ phone }: { phone: string }) =>
    send<ListAnswer<ResidentHit>>({
      method: 'POST',
      url: '/resident/all',
      params: { page: 1, per_page: 10 },
      data: { phone, name: null, building_id: null, gender: null },
    }),
  apartmentsOfBuildings: ({ buildingIds }: { buildingIds: number[] }) =>
    send<ListAnswer<GridApartment>>({
      method: 'POST',
      url: '/apartments/by/building',
      data: { building_id: buildingIds },
    }),
});
