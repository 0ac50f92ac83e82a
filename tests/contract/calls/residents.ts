import { expect } from 'vitest';
import { newPhone } from '../../api/helpers/fixtures';
import type { ContractRow } from '../row';

/** SPEC §7 "Buildings, apartments, residents": the residents, their relatives, advances and the rest. */
export const residentCalls: ContractRow[] = [
  {
    method: 'GET',
    path: '/resident/single',
    shape: 'record',
    request: (s) => ({ query: { id: s.ids.resident } }),
  },
  {
    method: 'POST',
    path: '/resident/all',
    shape: 'list',
    request: () => ({
      query: { page: 1 },
      body: { building_id: null, name: null, phone: null, gender: null, debt_remaining: null },
    }),
  },
  {
    method: 'POST',
    path: '/resident/not/paginate',
    shape: 'list',
    request: () => ({
      body: { building_id: null, name: null, phone: null, gender: null, debt_remaining: null },
    }),
    why: 'The filters of POST /resident/all, every one empty (sent as null, §5).',
  },
  {
    method: 'POST',
    path: '/resident',
    shape: 'list',
    request: (s) => ({ query: { page: 1 }, body: { building_id: s.ids.building } }),
    why: 'Two calls of §7: with ?page it lists (a building’s residents); without, it creates a resident of §3.',
  },
  {
    method: 'PUT',
    path: '/resident',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.resident,
        name: 'Ayşe',
        surname: 'Kaya',
        phone: '532 111 22 33',
        birth_day: '01.02.1980',
      },
    }),
    why: 'A resident of §3 with its id.',
  },
  {
    method: 'DELETE',
    path: '/resident',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.residentLone } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/resident/main', shape: 'list', request: () => ({ query: { key: 'Ayşe' } }) },
  {
    method: 'GET',
    path: '/resident/parent',
    shape: 'record',
    request: (s) => ({ query: { id: s.ids.parent } }),
    why: 'The relative’s id.',
  },
  {
    method: 'POST',
    path: '/resident/parent',
    shape: 'record',
    request: (s) => ({ body: { resident_id: s.ids.resident, national_id: 10000000146, phone: newPhone() } }),
  },
  {
    method: 'PUT',
    path: '/resident/parent',
    shape: 'record',
    request: (s) => ({
      body: { id: s.ids.parent, resident_id: s.ids.resident, national_id: 10000000146, phone: newPhone() },
    }),
    why: 'The parent fields of §3 with the id.',
  },
  {
    method: 'DELETE',
    path: '/resident/parent',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.parentSpare } }),
    why: 'The id.',
  },
  {
    method: 'GET',
    path: '/resident/parents',
    shape: 'list',
    request: (s) => ({ query: { resident_id: s.ids.resident } }),
  },
  {
    method: 'POST',
    path: '/resident/parents',
    shape: 'record',
    request: (s) => ({
      body: { resident_id: s.ids.resident, parents: [{ name: 'Zehra', surname: 'Kaya', phone: newPhone() }] },
    }),
    why: 'Several relatives of one resident at once: the resident and the list.',
  },
  {
    method: 'PUT',
    path: '/resident/parents',
    shape: 'record',
    request: (s) => ({
      body: { id: s.ids.parent, resident_id: s.ids.resident, national_id: 10000000146, phone: newPhone() },
    }),
    why: 'As PUT /resident/parent.',
  },
  {
    method: 'DELETE',
    path: '/resident/parents',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.parentThird } }),
    why: 'The id.',
  },
  {
    method: 'GET',
    path: '/resident/debts',
    shape: 'list',
    request: (s) => ({ query: { resident_id: s.ids.resident, page: 1 } }),
  },
  { method: 'GET', path: '/advance/payments', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/advance/payments',
    shape: 'record',
    request: (s) => ({ body: { resident_id: s.ids.resident, amount: 150, account_id: s.ids.cashAccount } }),
    why: 'An advance of §3 (resident_id, amount) and the cash account it is paid into.',
  },
  {
    method: 'PUT',
    path: '/advance/payments',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.advance, amount: 120 } }),
    why: 'An advance of §3: id and amount.',
  },
  {
    method: 'DELETE',
    path: '/advance/payments',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.advanceSpare } }),
    why: 'The id.',
  },
  {
    method: 'POST',
    path: '/advance/payments/withdraw/money',
    shape: 'record',
    request: (s) => ({ body: { amount: 10, resident_id: s.ids.resident, account_id: s.ids.cashAccount } }),
  },
  {
    method: 'DELETE',
    path: '/user/transfer/{id}',
    shape: 'message',
    request: (s) => ({ params: { id: s.ids.transfer } }),
  },
  {
    method: 'GET',
    path: '/debt/exemptions/apartment',
    shape: 'list',
    request: (s) => ({ query: { apartment_id: s.ids.apartment } }),
  },
  {
    method: 'POST',
    path: '/debt/exemption',
    shape: 'record',
    request: (s) => ({ body: { apartment_id: s.ids.apartment, accounting_type_id: s.ids.incomeTypeSpare } }),
    why: 'The apartment and the debt type it is exempt from.',
    async check(s, body) {
      const url = `/api/debt/exemptions/apartment?apartment_id=${s.ids.apartment}`;
      const list = await s.ctx.app.inject({ method: 'GET', url, headers: s.owner.headers });
      // The exemption added is the apartment's from now on.
      expect(list.json().Records.map((e: { id: number }) => e.id)).toContain(
        (body.data as { id: number }).id,
      );
    },
  },
  {
    method: 'DELETE',
    path: '/debt/exemption',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.exemption } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/non/members', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/non/members',
    shape: 'record',
    request: () => ({ body: { name: 'Kargo Görevlisi', phone: newPhone() } }),
  },
  {
    method: 'PUT',
    path: '/non/members',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.nonMember, name: 'Kurye', phone: newPhone() } }),
  },
  {
    method: 'DELETE',
    path: '/non/members',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.nonMemberSpare } }),
  },
];
