/**
 * The records the contract rows work on, written once through the API before the first row (as a manager would
 * have them): a building with flats and residents, definitions, a debt and its collection, and one spare record for
 * every call that deletes, so each row finds what it needs whatever the rows before it did.
 */

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { accounts } from '../../server/db/schema';
import { createOperator } from '../../server/services/platform/operators';
import { newPhone, registerAccount, type SignedIn } from '../api/helpers/fixtures';
import { lastCode, type TestContext } from '../api/helpers/harness';
import { formBody, PDF } from '../api/helpers/multipartBody';
import { staffMember } from '../api/helpers/staffFixtures';

export interface Scene {
  ctx: TestContext;
  owner: SignedIn;
  /** Record ids by name, e.g. `ids.building`, `ids.buildingSpare` (the one a DELETE row removes). */
  ids: Record<string, number>;
  /** Texts the rows need: the document's file name, the sub-user's phone … */
  texts: Record<string, string>;
  /** The newest one-time code sent by SMS to a phone (the outbox provider's file). */
  code(phone: string): string;
  /** Another new account, for the calls that end its sessions or change its password. */
  fresh(): Promise<SignedIn>;
  /** The platform operator's sign-in (POST /login/user/admin). */
  operator: { phone: string; password: string };
  /** Opens a new branch of the owner (with the SMS code it needs) and answers its id. */
  branch(): Promise<number>;
}

type Body = Record<string, unknown>;

export async function buildScene(ctx: TestContext): Promise<Scene> {
  const owner = await registerAccount(ctx, { assocName: 'Sözleşme Sitesi' });
  // The credits an SMS package order would bring once paid.
  await ctx.db.update(accounts).set({ smsCredits: 1000 }).where(eq(accounts.id, owner.user.account_id));
  const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: Body) => {
    const answer: LightMyRequestResponse = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: owner.headers,
      ...(payload && { payload }),
    });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
    return answer.json() as { data: Body & { id: number } } & Body;
  };
  const make = async (url: string, payload: Body) => (await send('POST', url, payload)).data.id;
  const ids: Record<string, number> = {};
  const texts: Record<string, string> = {};
  const twice = async (name: string, url: string, payload: (n: number) => Body) => {
    ids[name] = await make(url, payload(1));
    ids[`${name}Spare`] = await make(url, payload(2));
  };

  await twice('building', '/building', (n) => ({ name: `Blok ${n}`, apartment_limit: 20 }));
  await twice('apartment', '/apartment', (n) => ({ building_id: ids.building, identifier: String(n) }));
  await twice('resident', '/resident', (n) => ({ name: 'Ayşe', surname: `Kaya ${n}`, phone: newPhone() }));
  for (const [apartment, resident] of [
    [ids.apartment, ids.resident],
    [ids.apartmentSpare, ids.residentSpare],
  ])
    await make('/resident/apartment', { apartment_id: apartment, resident_id: resident, type: 1 });
  ids.tenant = await make('/resident', { name: 'Can', surname: 'Kiracı', phone: newPhone() });
  ids.residentLone = await make('/resident', { name: 'Tek', surname: 'Kişi', phone: newPhone() });
  await twice('incomeType', '/accounting/type', (n) => ({ name: `Sözleşme geliri ${n}`, type: 1 }));
  ids.typeSpare = await make('/accounting/type', { name: 'Silinecek tür', type: 1 });
  ids.apartmentEmpty = await make('/apartment', { building_id: ids.building, identifier: 'Boş' });
  ids.expenseType = await make('/accounting/type', { name: 'Sözleşme gideri', type: 2 });
  await twice('cashAccount', '/account', (n) => ({ name: `Kasa ${n}`, opening_balance: 100000 }));
  ids.cashAccountTwo = await make('/account', { name: 'Banka', opening_balance: 0 });
  await twice('debtGroup', '/group', (n) => ({ name: `Borç grubu ${n}`, type: 1, amount: 100 }));
  ids.duesGroup = await make('/group', { name: 'Aidat grubu', type: 2, amount: 250 });
  ids.debtGroupTwo = await make('/group', { name: 'Borç grubu 3', type: 1, amount: 60 });
  await twice('currentAccount', '/current/account', (n) => ({ name: `Tedarikçi ${n}` }));
  for (const name of ['parent', 'parentSpare', 'parentThird'])
    ids[name] = await make('/resident/parent', { resident_id: ids.resident, name: 'Veli', surname: name });
  await make('/debt/group', { apartment_id: ids.apartmentSpare, group_id: ids.debtGroup });
  await make('/stock/holder/by/resident', {
    apartment_id: ids.apartmentSpare,
    resident_id: ids.residentSpare,
    percent: 100,
  });
  await twice('nonMember', '/non/members', (n) => ({ name: `Üye değil ${n}`, phone: newPhone() }));
  const debt = (apartment: number | undefined) =>
    send('POST', '/debt/single', {
      apartment_id: apartment,
      accounting_type_id: ids.incomeType,
      amount: '500,00',
      due_date: '01.01.2025',
    });
  for (const name of ['debt', 'debtSpare', 'debtPaid'])
    ids[name] = ((await debt(ids.apartment)).data.rows as { debt_id: number }[])[0]!.debt_id;
  const multi = async () =>
    (
      await send('POST', '/debt/amount', {
        accounting_type_id: ids.incomeType,
        building_ids: [ids.building],
        amount: 100,
        due_date: '01.02.2025',
      })
    ).data;
  ids.multiDebt = Number((await multi()).multi_debt_id);
  ids.multiDebtSpare = Number((await multi()).multi_debt_id);
  const paid = await send('POST', '/payment/debt', {
    debt_id: ids.debtPaid,
    account_id: ids.cashAccount,
    accounting_type_id: ids.incomeType,
    amount: 200,
    date: '02.01.2025',
  });
  ids.receipt = Number(paid.data.receipt_id);
  await twice('debtJob', '/debt/job', (n) => ({
    name: `Aylık aidat ${n}`,
    group_id: ids.duesGroup,
    accounting_type_id: ids.incomeType,
    day_of_month: 5,
  }));
  await twice('payment', '/payment', (n) => ({
    amount: 100 * n,
    account_id: ids.cashAccount,
    accounting_type_id: ids.incomeType,
  }));
  await twice('expense', '/expense', (n) => ({
    amount: 50 * n,
    account_id: ids.cashAccount,
    accounting_type_id: ids.expenseType,
  }));
  await twice('currentRecord', '/current/record', (n) => ({
    current_account_id: ids.currentAccount,
    amount: 10 * n,
  }));
  ids.staff = (await staffMember(ctx, owner, 'Mehmet Kapıcı')).id;
  ids.staffSpare = (await staffMember(ctx, owner, 'Hasan Bahçıvan')).id;
  await twice('staffPayment', '/staff/payment', (n) => ({
    staff_id: ids.staff,
    kind: 'wage',
    amount: 1000 * n,
    account_id: ids.cashAccount,
    accounting_type_id: ids.expenseType,
  }));
  ids.virman = await make('/virman', {
    amount: 10,
    from_account_id: ids.cashAccount,
    to_account_id: ids.cashAccountTwo,
  });
  await twice('advance', '/advance/payments', (n) => ({
    resident_id: ids.resident,
    amount: 100 * n,
    account_id: ids.cashAccount,
  }));
  const transfers = await send('GET', `/user/transfer?resident_id=${ids.resident}`);
  ids.transfer = (transfers.Records as { id: number }[]).at(-1)!.id;
  ids.exemption = await make('/debt/exemption', {
    apartment_id: ids.apartmentSpare,
    accounting_type_id: ids.incomeTypeSpare,
  });
  await twice('template', '/sms/template', (n) => ({
    name: `Şablon ${n}`,
    sms_template_type: 1,
    message: 'Merhaba',
  }));
  ids.templateThird = await make('/sms/template', {
    name: 'Şablon 3',
    sms_template_type: 1,
    message: 'Selam',
  });
  await twice('smsJob', '/sms/jobs', (n) => ({
    name: `İş ${n}`,
    hour: 10,
    minute: 0,
    last_date: '31.12.2030',
    message: `Hatırlatma ${n}`,
    resident_ids: [ids.resident],
  }));
  await twice('survey', '/survey', (n) => ({
    title: `Anket ${n}`,
    question: 'Bahçe düzenlensin mi?',
    options: ['Evet', 'Hayır'],
    end_date: '31.12.2030',
  }));
  ids.leaveType = await make('/staff/permissions', {
    name: 'Sözleşme izni',
    paid: true,
    counts_against_annual: true,
  });
  await twice('vacation', '/vacation', (n) => ({
    staff_id: ids.staff,
    leave_type_id: ids.leaveType,
    start_date: `0${n + 1}.03.2026`,
    end_date: `0${n + 1}.03.2026`,
  }));
  texts.subUserPhone = newPhone();
  await twice('subUser', '/sub/user', (n) => ({
    name: 'Alt',
    surname: `Kullanıcı ${n}`,
    phone: n === 1 ? texts.subUserPhone : newPhone(),
    password: 'altparola1',
  }));
  for (const name of ['guest', 'guestSpare', 'guestThird'])
    ids[name] = await make('/guest', {
      apartment_id: ids.apartment,
      name: 'Misafir',
      arrived_at: '01.03.2026 10:00',
    });
  for (const name of ['document', 'documentSpare', 'documentThird']) {
    const form = formBody(
      { description: `Doküman ${name}` },
      { field: 'file', name: 'karar.pdf', bytes: PDF, type: 'application/pdf' },
    );
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    ids[name] = answer.json().data.id;
    texts[`${name}File`] = answer.json().data.file_name;
  }
  await twice('todo', '/todo', (n) => ({ subject: `İş ${n}`, date: '01.03.2026' }));
  ids.ticket = await make('/ticket', { subject: 'Asansör', category: 'fault', body: 'Asansör çalışmıyor' });
  for (const name of ['anno', 'annoSpare']) {
    const form = formBody({ title: `Duyuru ${name}`, content: 'Su kesintisi', passive: 1 });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/anno',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    ids[name] = answer.json().data.id;
  }
  await send('POST', `/user/sendmessage/${ids.resident}`, { message: 'Toplantı cuma günü' });
  const thread = await send('GET', `/user/messages/${ids.resident}`);
  ids.message = (thread.data.messages as { id: number }[])[0]!.id;
  const operator = { phone: '5559876543', password: 'operator-parola' };
  await createOperator(ctx.db, { name: 'Destek', ...operator });
  const admin = await ctx.app.inject({ method: 'POST', url: '/api/login/user/admin', payload: operator });
  const asOperator = { authorization: `Bearer ${admin.json().token}` };
  for (const [name, payload] of [
    [
      'licencePackage',
      { kind: 'licence', name: 'Yıllık lisans', apartment_count: 50, month: 12, price: 1200 },
    ],
    ['smsPackage', { kind: 'sms', name: '1000 SMS', sms_credits: 1000, price: 100 }],
  ] as const) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/packages',
      headers: asOperator,
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    ids[name] = answer.json().id;
  }
  return {
    ctx,
    owner,
    ids,
    texts,
    operator,
    code: (phone) => lastCode(ctx, phone),
    fresh: () => registerAccount(ctx, { assocName: 'Yedek Sitesi' }),
    async branch() {
      await send('POST', '/branch/request', { purpose: 'create' });
      const body = {
        assoc_name: 'Şube',
        name: 'Şube',
        surname: 'Yöneticisi',
        password: 'subeparola1',
        phone: newPhone(),
      };
      return (await send('POST', '/branch', { ...body, code: lastCode(ctx, owner.phone) })).data.id;
    },
  };
}
