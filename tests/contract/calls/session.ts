import { expect } from 'vitest';
import { newPhone } from '../../api/helpers/fixtures';
import { PNG } from '../../api/helpers/multipartBody';
import type { ContractRow } from '../row';
import type { Scene } from '../scene';

/** Registers a code for a new phone and checks it, as the register screen does before POST /register. */
async function checkedPhone(s: Scene) {
  const phone = newPhone();
  await s.ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}` });
  const code = s.code(phone);
  await s.ctx.app.inject({ method: 'GET', url: `/api/register/control/code?phone=${phone}&code=${code}` });
  return phone;
}

/** SPEC §7 "Session and account" and "Definitions". */
export const sessionCalls: ContractRow[] = [
  {
    method: 'POST',
    path: '/login',
    shape: 'session',
    request: (s) => ({ body: { phone: s.owner.phone, password: s.owner.password }, headers: null }),
  },
  {
    method: 'POST',
    path: '/login/user/admin',
    shape: 'session',
    request: (s) => ({ body: s.operator, headers: null }),
  },
  {
    method: 'POST',
    path: '/register',
    shape: 'session',
    request: async (s) => ({
      body: {
        phone: await checkedPhone(s),
        assoc_name: 'Lale Sitesi',
        email: '',
        name: 'Lale',
        surname: 'Su',
        password: 'parola123',
      },
      headers: null,
    }),
  },
  {
    method: 'GET',
    path: '/register/send/code',
    shape: 'message',
    request: () => ({ query: { phone: newPhone() }, headers: null }),
  },
  {
    method: 'GET',
    path: '/register/control/code',
    shape: 'message',
    request: async (s) => {
      const phone = newPhone();
      await s.ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}` });
      return { query: { phone, code: s.code(phone) }, headers: null };
    },
  },
  {
    method: 'POST',
    path: '/lost/password',
    shape: 'message',
    request: async (s) => ({ body: { phone: (await s.fresh()).phone }, headers: null }),
  },
  {
    method: 'POST',
    path: '/renew/password',
    shape: 'message',
    request: async (s) => {
      const { phone } = await s.fresh();
      await s.ctx.app.inject({ method: 'POST', url: '/api/lost/password', payload: { phone } });
      return { body: { phone, new_password: 'yeniparola1', code: s.code(phone) }, headers: null };
    },
  },
  {
    method: 'GET',
    path: '/reset/request',
    shape: 'message',
    request: async (s) => ({ headers: (await s.fresh()).headers }),
  },
  {
    method: 'GET',
    path: '/reset',
    shape: 'message',
    request: async (s) => {
      const who = await s.fresh();
      await s.ctx.app.inject({ method: 'GET', url: '/api/reset/request', headers: who.headers });
      return { query: { code: s.code(who.phone) }, headers: who.headers };
    },
  },
  { method: 'GET', path: '/change/password', shape: 'message', request: () => ({}) },
  {
    method: 'PUT',
    path: '/change/password',
    shape: 'message',
    request: async (s) => {
      const who = await s.fresh();
      return { body: { old_password: who.password, new_password: 'yeniparola2' }, headers: who.headers };
    },
  },
  { method: 'GET', path: '/me', shape: 'record', request: () => ({}) },
  {
    method: 'PUT',
    path: '/user',
    shape: 'record',
    request: () => ({ body: { name: 'Ali', surname: 'Veli', email: 'ali@example.com' } }),
    why: 'The current user’s own fields of §3 a profile form edits: name, surname, email.',
  },
  {
    method: 'PUT',
    path: '/logo',
    shape: 'record',
    request: () => ({
      form: { fields: {}, file: { field: 'logo', name: 'logo.png', bytes: PNG, type: 'image/png' } },
    }),
    why: 'The logo image itself as multipart (field `logo`): §3 names only `logo`.',
  },
  { method: 'DELETE', path: '/logo', shape: 'message', request: () => ({}) },
  { method: 'GET', path: '/licance', shape: 'record', request: () => ({}) },
  { method: 'GET', path: '/info', shape: 'record', request: () => ({ headers: null }) },
  { method: 'GET', path: '/settings', shape: 'record', request: () => ({}) },
  {
    method: 'PUT',
    path: '/settings',
    shape: 'record',
    request: () => ({
      body: {
        auto_payment_advance_payments: false,
        birth_day: false,
        birth_day_message_template: null,
        remin_debt: false,
        remind_debt_with_since_day: 0,
        send_payment_message: false,
        payment_message_template: null,
      },
    }),
  },
  { method: 'GET', path: '/tutorial', shape: 'record', request: () => ({}) },
  {
    method: 'PUT',
    path: '/tutorial',
    shape: 'record',
    request: () => ({ body: { step: 1, is_completed: false, is_first: false } }),
  },
  {
    method: 'POST',
    path: '/jwt/refresh-token',
    shape: 'session',
    request: async (s) => {
      const login = await s.ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { phone: s.owner.phone, password: s.owner.password },
      });
      const cookie = login.cookies.find((c) => c.name === 'refresh_token')!;
      return { headers: { cookie: `refresh_token=${cookie.value}` } };
    },
    why: 'No body: the refresh token is the httpOnly cookie the login set.',
  },
  // Definitions
  {
    method: 'GET',
    path: '/accounting/types',
    shape: 'list',
    request: () => ({ query: { page: 1, type: 1 } }),
  },
  {
    method: 'POST',
    path: '/accounting/type',
    shape: 'record',
    request: () => ({ body: { name: 'Sözleşme yakıt', type: 2 } }),
  },
  {
    method: 'PUT',
    path: '/accounting/type',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.incomeType, name: 'Sözleşme aidatı', type: 1 } }),
  },
  {
    method: 'DELETE',
    path: '/accounting/type',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.typeSpare } }),
  },
  {
    method: 'GET',
    path: '/groups',
    shape: 'list',
    request: () => ({ query: { page: 1, type: 1 } }),
    async check(s) {
      const get = (url: string) =>
        s.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: s.owner.headers });
      const { phone } = (await get(`/resident/single?id=${s.ids.residentSpare}`)).json().data;
      // The spare resident's flat is in one debt group of the three: ?phone lists that one alone.
      const groups = await get(`/groups?page=1&type=1&phone=${phone}`);
      expect(groups.json().Records.map((g: { id: number }) => g.id)).toEqual([s.ids.debtGroup]);
    },
  },
  { method: 'GET', path: '/groups/all', shape: 'list', request: () => ({ query: { type: 2 } }) },
  {
    method: 'POST',
    path: '/group',
    shape: 'record',
    request: () => ({ body: { name: 'Asansör grubu', type: 1, amount: 75 } }),
    why: 'A debt group of §3 (name, amount) with the type of the list it belongs to (1 debt groups, 2 dues groups).',
  },
  {
    method: 'PUT',
    path: '/group',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.debtGroup, name: 'Borç grubu', type: 1, amount: 120 } }),
    why: 'The same fields as POST with the id.',
  },
  {
    method: 'DELETE',
    path: '/group',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.debtGroupSpare } }),
  },
  { method: 'GET', path: '/accounts', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/account',
    shape: 'record',
    request: () => ({ body: { name: 'Ziraat', phone: '05321234567', address: 'Ankara' } }),
    why: 'An account of §3: name, phone, address.',
  },
  {
    method: 'PUT',
    path: '/account',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.cashAccount, name: 'Kasa', phone: null, address: null } }),
    why: 'An account of §3 with its id.',
  },
  {
    method: 'DELETE',
    path: '/account',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.cashAccountSpare } }),
    why: 'The id of §3.',
  },
  { method: 'GET', path: '/current/accounts', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/current/account',
    shape: 'record',
    request: () => ({ body: { name: 'Temizlik Ltd' } }),
    why: 'The spec names no field of a current account: the name, the one a supplier cannot go without.',
  },
  {
    method: 'PUT',
    path: '/current/account',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.currentAccount, name: 'Tedarikçi A' } }),
    why: 'The id and the name, as POST.',
  },
  {
    method: 'DELETE',
    path: '/current/account',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.currentAccountSpare } }),
    why: 'The id.',
  },
];
