import { newPhone } from '../../api/helpers/fixtures';
import type { ContractRow } from '../row';
import type { Scene } from '../scene';
import { EXCEL_TIMEOUT, excelForm, IMPORTED_BLOCK } from './excel';

/** Asks for a delete code as the screens do first; the row then sends it. */
async function deleteCode(s: Scene, what: 'building' | 'apartment', id: number | undefined) {
  await s.ctx.app.inject({
    method: 'GET',
    url: `/api/${what}/delete/request?id=${id}`,
    headers: s.owner.headers,
  });
  return s.code(s.owner.phone);
}

async function stockHolders(s: Scene, apartmentId: number | undefined) {
  const answer = await s.ctx.app.inject({
    method: 'GET',
    url: `/api/stock/holders?apartment_id=${apartmentId}`,
    headers: s.owner.headers,
  });
  return answer.json().Records as { stock_holder_id: number; id: number }[];
}

/** SPEC §7 "Buildings, apartments, residents". */
export const propertyCalls: ContractRow[] = [
  { method: 'GET', path: '/building', shape: 'list', request: () => ({ query: { key: 'Blok', page: 1 } }) },
  {
    method: 'POST',
    path: '/building',
    shape: 'record',
    request: () => ({ body: { name: 'C Blok', apartment_limit: 12 } }),
  },
  {
    method: 'PUT',
    path: '/building',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.building, name: 'A Blok', apartment_limit: 30 } }),
  },
  {
    method: 'DELETE',
    path: '/building',
    shape: 'message',
    request: async (s) => ({
      body: { id: s.ids.buildingSpare, code: await deleteCode(s, 'building', s.ids.buildingSpare) },
    }),
  },
  {
    method: 'GET',
    path: '/building/delete/request',
    shape: 'message',
    request: (s) => ({ query: { id: s.ids.building } }),
  },
  { method: 'POST', path: '/buildings', shape: 'list', request: () => ({ body: { all: true } }) },
  {
    method: 'POST',
    path: '/all/apartments',
    shape: 'list',
    request: (s) => ({
      query: { page: 1 },
      body: { building_id: s.ids.building, group_id: null, identifier: null, area: null, land: null },
    }),
  },
  {
    method: 'GET',
    path: '/apartment',
    shape: 'record',
    request: (s) => ({ query: { id: s.ids.apartment } }),
  },
  {
    method: 'POST',
    path: '/apartment',
    shape: 'record',
    request: (s) => ({
      body: { building_id: s.ids.building, group_id: null, identifier: '7', area: 95, land: 12 },
    }),
  },
  {
    method: 'PUT',
    path: '/apartment',
    shape: 'record',
    request: (s) => ({
      body: { id: s.ids.apartment, building_id: s.ids.building, identifier: '1', area: 100, land: 10 },
    }),
  },
  {
    method: 'DELETE',
    path: '/apartment',
    shape: 'message',
    request: async (s) => ({
      body: { id: s.ids.apartmentEmpty, code: await deleteCode(s, 'apartment', s.ids.apartmentEmpty) },
    }),
  },
  {
    method: 'GET',
    path: '/apartment/delete/request',
    shape: 'message',
    request: (s) => ({ query: { id: s.ids.apartment } }),
  },
  {
    method: 'POST',
    path: '/apartments',
    shape: 'list',
    request: (s) => ({ query: { page: 1 }, body: { building_id: [s.ids.building] } }),
  },
  { method: 'GET', path: '/apartments', shape: 'list', request: () => ({ query: { key: '1' } }) },
  {
    method: 'POST',
    path: '/apartments/by/building',
    shape: 'list',
    request: (s) => ({ body: { building_id: [s.ids.building] } }),
  },
  {
    method: 'POST',
    path: '/apartments/only/resident',
    shape: 'list',
    request: (s) => ({ body: { buildings: [s.ids.building] } }),
  },
  {
    method: 'POST',
    path: '/apartment/multi',
    shape: 'record',
    request: () =>
      excelForm('daireler.xlsx', [
        ['Blok', 'Daire No', 'Brüt m²', 'Arsa Payı'],
        [IMPORTED_BLOCK, '101', 95, 10],
      ]),
    why: 'The Excel file of flats with the template’s headers, as multipart (its new block is made too).',
    timeout: EXCEL_TIMEOUT,
  },
  {
    method: 'POST',
    path: '/apartment/multi/resident',
    shape: 'record',
    request: () =>
      excelForm('sakinler.xlsx', [
        ['Blok', 'Daire No', 'Ad', 'Soyad', 'Telefon', 'Tip'],
        [IMPORTED_BLOCK, '101', 'Selin', 'Aktaş', '0532 555 12 34', 'Ev sahibi'],
      ]),
    why: 'The Excel file of residents with the template’s headers, as multipart, into the flat imported before.',
    timeout: EXCEL_TIMEOUT,
  },
  {
    method: 'GET',
    path: '/apartment/debts',
    shape: 'list',
    request: (s) => ({ query: { apartment_id: s.ids.apartment, page: 1 } }),
  },
  {
    method: 'GET',
    path: '/apartment/debt/payments',
    shape: 'list',
    request: (s) => ({ query: { apartment_id: s.ids.apartment, page: 1 } }),
  },
  {
    method: 'GET',
    path: '/debt/groups',
    shape: 'list',
    request: (s) => ({ query: { apartment_id: s.ids.apartment } }),
  },
  {
    method: 'POST',
    path: '/debt/groups',
    shape: 'record',
    request: (s) => ({ body: { apartment_id: s.ids.apartment, group_ids: [s.ids.debtGroup] } }),
    why: 'The apartment and the ids of the groups it belongs to: the whole list at once, as the plural path says.',
  },
  {
    method: 'POST',
    path: '/debt/group',
    shape: 'record',
    request: (s) => ({ body: { group_id: s.ids.debtGroupTwo, apartment_id: s.ids.apartment } }),
  },
  {
    method: 'DELETE',
    path: '/debt/group',
    shape: 'message',
    request: (s) => ({ body: { group_id: s.ids.debtGroup, apartment_id: s.ids.apartmentSpare } }),
  },
  {
    method: 'GET',
    path: '/resident/apartment',
    shape: 'list',
    request: (s) => ({ query: { apartment_id: s.ids.apartment, page: 1 } }),
  },
  {
    method: 'POST',
    path: '/resident/apartment',
    shape: 'record',
    request: (s) => ({ body: { apartment_id: s.ids.apartment, resident_id: s.ids.tenant, type: 2 } }),
    why: 'The apartment and type of §7 with the resident it links (type 2: tenant).',
  },
  {
    method: 'DELETE',
    path: '/resident/apartment',
    shape: 'message',
    request: (s) => ({
      body: { apartment_id: s.ids.apartmentSpare, resident_id: s.ids.residentSpare, type: 1 },
    }),
    why: 'The link to end: apartment, resident and type.',
  },
  {
    method: 'GET',
    path: '/stock/holders',
    shape: 'list',
    request: (s) => ({ query: { apartment_id: s.ids.apartment, building_id: s.ids.building } }),
  },
  {
    method: 'POST',
    path: '/stock/holder',
    shape: 'record',
    request: (s) => ({
      body: {
        apartment_id: s.ids.apartment,
        building_id: s.ids.building,
        name: 'Hisse',
        surname: 'Sahibi',
        phone: newPhone(),
        type: 3,
        percent: 50,
      },
    }),
    why: 'A new person as holder (type 3): the resident fields of §3 (name, surname, phone) and the percent.',
  },
  {
    method: 'POST',
    path: '/stock/holder/by/resident',
    shape: 'record',
    request: (s) => ({
      body: {
        apartment_id: s.ids.apartment,
        building_id: s.ids.building,
        resident_id: s.ids.resident,
        percent: 50,
      },
    }),
    why: 'An existing resident as holder: apartment, resident and percent.',
  },
  {
    method: 'PUT',
    path: '/stock/holder/percent',
    shape: 'record',
    request: async (s) => {
      const holders = await stockHolders(s, s.ids.apartment);
      const percent = Math.floor(100 / holders.length);
      return {
        body: {
          apartment_id: s.ids.apartment,
          building_id: s.ids.building,
          stock_holders: holders.map((h, i) => ({
            stock_holder_id: h.stock_holder_id ?? h.id,
            percent: i === 0 ? 100 - percent * (holders.length - 1) : percent,
          })),
        },
      };
    },
  },
  {
    method: 'DELETE',
    path: '/stock/holder',
    shape: 'message',
    request: async (s) => {
      const [holder] = await stockHolders(s, s.ids.apartmentSpare);
      return {
        body: { apartment_id: s.ids.apartmentSpare, stock_holder_id: holder!.stock_holder_id ?? holder!.id },
      };
    },
    why: 'The apartment and the holder (stock_holder_id of §3).',
  },
];
