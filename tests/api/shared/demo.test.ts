import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTckn } from '../../../common/tckn';
import { apartmentResidents, operators, residentParents, residents } from '../../../server/db/schema';
import { DEMO } from '../../../server/demoCredentials';
import { STARTER_ACCOUNTING_TYPES } from '../../../server/domain/starterDefinitions';
import { seedDemoWhenEmpty } from '../../../server/seed';
import {
  createOperator,
  DEMO_OPERATOR_DISABLED,
  disablePublishedDemoOperator,
} from '../../../server/services/platform/operators';
import { login, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller } from '../helpers/propertyFixtures';

let ctx: TestContext;
let demo: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  expect(await seedDemoWhenEmpty(ctx.db, ctx.dataDir)).toBe(true);
  demo = await login(ctx, DEMO.phone, DEMO.password);
  call = caller(ctx);
  // The whole demo is built here: on a loaded machine (CI's two cores) it takes longer than the default minute.
}, 180_000);
afterAll(() => ctx?.close());

type Apartment = {
  id: number;
  building_name: string;
  area: number;
  land: number;
  group_name: string;
  owner_name: string | null;
};

describe('demo account', () => {
  it('has about 50 flats in 3 blocks with area, dues group and land shares adding up to 1000', async () => {
    const list = await call(demo, 'POST', '/all/apartments?page=1&per_page=500', {});
    const flats: Apartment[] = list.json().Records;
    expect(flats).toHaveLength(50);
    expect(new Set(flats.map((f) => f.building_name))).toEqual(new Set(['A Blok', 'B Blok', 'C Blok']));
    expect(flats.every((f) => f.area > 0 && f.land > 0 && f.group_name && f.owner_name)).toBe(true);
    expect(flats.reduce((sum, f) => sum + f.land, 0)).toBe(1000);
    expect((await call(demo, 'GET', '/me')).json().data).toMatchObject({
      apartment_count: 50,
      apartment_limit: 500,
    });
    // Every block's "Daire sınırı" is the flats it holds.
    const blocks = (await call(demo, 'GET', '/building?page=1')).json().Records;
    expect(blocks).toEqual([
      expect.objectContaining({ name: 'A Blok', apartment_limit: 20, apartment_count: 20 }),
      expect.objectContaining({ name: 'B Blok', apartment_limit: 16, apartment_count: 16 }),
      expect.objectContaining({ name: 'C Blok', apartment_limit: 14, apartment_count: 14 }),
    ]);
  });

  it('has about 90 residents with Turkish names, co-owned flats whose shares add up to 100, and relatives', async () => {
    const [people] = await ctx.db.select({ n: count() }).from(residents);
    expect(people!.n).toBe(90);
    const holders = await ctx.db.select().from(apartmentResidents).where(eq(apartmentResidents.type, 3));
    const shares = new Map<number, number>();
    for (const h of holders) shares.set(h.apartmentId, (shares.get(h.apartmentId) ?? 0) + Number(h.percent));
    expect(shares.size).toBe(6);
    expect([...shares.values()].every((total) => total === 100)).toBe(true);
    const owners = await call(demo, 'POST', '/resident/all?page=1', { name: 'ş' });
    expect(owners.json().TotalRecords).toBeGreaterThan(0);
    const relatives = await ctx.db.select().from(residentParents);
    expect(relatives.length).toBeGreaterThan(15);
    expect(relatives.filter((r) => r.nationalId).every((r) => isValidTckn(r.nationalId))).toBe(true);
    const history = await call(demo, 'POST', '/resident/all?page=1&per_page=500', {});
    expect(history.json().TotalRecords).toBe(90);
  });

  it('has groups, the accounting types every new account starts with (once each), exemptions and non-members', async () => {
    expect((await call(demo, 'GET', '/groups?page=1&type=1')).json().TotalRecords).toBe(2);
    expect((await call(demo, 'GET', '/groups?page=1&type=2')).json().TotalRecords).toBe(2);
    const types: { name: string; type: number }[] = (
      await call(demo, 'GET', '/accounting/types?is_print=true')
    ).json().Records;
    const pairs = (list: readonly { name: string; type: number }[]) =>
      list.map((t) => `${t.type} ${t.name}`).sort();
    expect(pairs(types)).toEqual(pairs(STARTER_ACCOUNTING_TYPES));
    const first = (await call(demo, 'GET', '/apartments?key=A Blok')).json().Records[0];
    const exemptions = await call(demo, 'GET', `/debt/exemptions/apartment?apartment_id=${first.id}`);
    expect(
      exemptions.json().Records.map((e: { accounting_type_name: string }) => e.accounting_type_name),
    ).toEqual(['Asansör payı']);
    expect((await call(demo, 'GET', '/non/members?page=1')).json().TotalRecords).toBe(4);
  });

  it('has two reminder rules, a past run in the history and e-mail addresses on most residents', async () => {
    const rules = (await call(demo, 'GET', '/reminder/rules?page=1')).json().Records as {
      offset_days: number;
      channels: string[];
      min_amount: number;
    }[];
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ offset_days: -3, channels: ['email', 'sms'] }),
        expect.objectContaining({ offset_days: 5, channels: ['sms'], min_amount: 500 }),
      ]),
    );
    const runs = (await call(demo, 'GET', '/reminder/runs?page=1')).json();
    expect(runs.TotalRecords).toBe(1);
    expect(runs.Records[0].sent).toBeGreaterThan(0);
    const people = await ctx.db.select({ email: residents.email }).from(residents);
    const withAddress = people.filter((p) => p.email?.endsWith('@example.com'));
    expect(withAddress.length / people.length).toBeGreaterThan(0.7);
    expect(withAddress.map((p) => p.email)).toContain('ayse.yilmaz@example.com');
  });

  it('has SMS templates, a sent notice with its delivery report, and the monthly dues reminder', async () => {
    const templates = (await call(demo, 'GET', '/sms/templates?page=1')).json();
    expect(templates.TotalRecords).toBeGreaterThanOrEqual(5);
    const campaigns = (await call(demo, 'GET', '/sms/campaigns?page=1')).json().Records as {
      audience: string;
      status: string;
      delivered: number;
      failed: number;
      parts: number;
    }[];
    const notice = campaigns.find((c) => c.audience === 'buildings')!;
    expect(notice.status).toBe('done');
    expect(notice.delivered).toBeGreaterThan(notice.failed);
    expect(notice.failed).toBeGreaterThan(0);
    const failed = (await call(demo, 'GET', '/sms/reports?page=1&status=failed')).json().Records as {
      error: string;
    }[];
    expect(failed[0]!.error).toBe('Numara geçersiz.');
    const jobs = (await call(demo, 'GET', '/sms/jobs?page=1')).json().Records as {
      day: number;
      hour: number;
    }[];
    expect(jobs).toEqual([expect.objectContaining({ day: 1, hour: 10 })]);
    // Every part was paid when sent, and each failed one-part notice came back.
    const { credits } = (await call(demo, 'GET', '/sms/credits')).json();
    const paid = campaigns.reduce((sum, c) => sum + c.parts, 0);
    // The notice, the monthly reminder and the past reminder rule's run.
    expect(campaigns).toHaveLength(3);
    expect(campaigns.map((c) => c.audience)).toContain('debt_reminder');
    expect(credits).toBe(1000 - paid + notice.failed);
  });

  it('has announcements, two shown to residents and one hidden', async () => {
    const list = (await call(demo, 'GET', '/user/anno?page=1')).json();
    const rows = list.Records as { title: string; passive: number }[];
    expect(rows).toHaveLength(3);
    expect(
      rows
        .filter((row) => row.passive === 1)
        .map((row) => row.title)
        .sort(),
    ).toEqual(['Asansör periyodik bakımı', 'Olağan genel kurul toplantısı']);
  });

  it('has tickets written from the resident page: a fault in progress with its thread, an open complaint, a resolved fault', async () => {
    type Ticket = { id: number; subject: string; category: string; status: string; resident_name: string };
    const list = (await call(demo, 'GET', '/ticket?page=1')).json();
    const rows = list.Records as Ticket[];
    expect(rows.map((t) => [t.subject, t.category, t.status]).sort()).toEqual([
      ['B Blok asansörü çalışmıyor', 'fault', 'in_progress'],
      ['Bahçe aydınlatması yanmıyor', 'fault', 'resolved'],
      ['Otoparkta gece gürültüsü', 'complaint', 'open'],
    ]);
    const thread = async (subject: string) => {
      const ticket = rows.find((t) => t.subject === subject)!;
      const detail = (await call(demo, 'GET', `/ticket/${ticket.id}`)).json().data;
      return (detail.messages as { body: string; from_resident: boolean }[]).map((m) => [
        m.from_resident,
        m.body,
      ]);
    };
    expect(await thread('B Blok asansörü çalışmıyor')).toEqual([
      [true, 'Asansör sabahtan beri 3. katta duruyor, kapısı açılmıyor.'],
      [false, 'Asansör firmasına haber verdik, teknisyen öğleden sonra gelecek.'],
      [true, 'Teşekkürler, yaşlı komşularımız için merdivene tutamak konulabilir mi?'],
    ]);
    expect(await thread('Bahçe aydınlatması yanmıyor')).toHaveLength(2);
    expect(await thread('Otoparkta gece gürültüsü')).toHaveLength(1);
    // The bell heard of each new request.
    const bell = (await call(demo, 'GET', '/notifications?page=1&per_page=50')).json();
    const titles = (bell.Records as { title: string }[]).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(rows.map((t) => `Yeni talep: ${t.subject}`)));
  });

  it('has conversations with residents, one started by a resident and one by the management', async () => {
    type Conversation = { id: number; name: string; last_message: string; last_from_resident: boolean };
    const list = (await call(demo, 'GET', '/user/messages?page=1')).json();
    const rows = list.Records as Conversation[];
    expect(rows).toHaveLength(2);
    const threads = await Promise.all(
      rows.map(
        async (row) =>
          (await call(demo, 'GET', `/user/messages/${row.id}`)).json().data.messages as {
            body: string;
            from_resident: boolean;
          }[],
      ),
    );
    expect(threads.map((messages) => messages.map((m) => m.from_resident)).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(threads.flat().map((m) => m.body)).toContain(
      'Kasım aidatını havale ile ödedim, dekontu nereye iletebilirim?',
    );
  });

  it('has visits of the last days, two of them still inside', async () => {
    const list = (await call(demo, 'GET', '/guests?page=1')).json();
    const rows = list.Records as { name: string; left_at: string | null }[];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Kargo Görevlisi', 'Klima Servisi']));
    expect(rows.filter((r) => r.left_at === null)).toHaveLength(2);
  });

  it('has documents whose files download as PDFs under their shown names', async () => {
    const list = (await call(demo, 'GET', '/documents?page=1')).json();
    const names = (list.Records as { file_name: string }[]).map((row) => row.file_name);
    expect(names).toContain('Genelkurul 2025 kararları.pdf');
    const file = await call(demo, 'GET', `/download/documents?file_name=${encodeURIComponent(names[0]!)}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has staff in their blocks with annual leave used and left, and their leave of the year', async () => {
    const staffList = (await call(demo, 'GET', '/staffs?page=1&per_page=50')).json().Records as {
      name: string;
      role: string;
      building_names: string[];
      annual_entitlement: number;
      used_leave: number;
      remaining_leave: number;
    }[];
    expect(staffList.map((s) => [s.name, s.role, s.annual_entitlement])).toEqual([
      ['Hüseyin Kara', 'gardener', 20],
      ['Mehmet Demir', 'doorman', 26],
      ['Serkan Aydın', 'security', 14],
    ]);
    expect(staffList.every((s) => s.building_names.length > 0)).toBe(true);
    expect(staffList.every((s) => s.used_leave + s.remaining_leave === s.annual_entitlement)).toBe(true);
    const leave = (await call(demo, 'GET', '/vacations?page=1&per_page=50')).json().Records as {
      staff_name: string;
      leave_type: string;
      working_days: number;
    }[];
    expect(leave.length).toBeGreaterThanOrEqual(3);
    expect(leave).toContainEqual(
      expect.objectContaining({
        staff_name: 'Mehmet Demir',
        leave_type: 'Yıllık izin',
        working_days: expect.any(Number),
      }),
    );
    expect(leave.every((l) => l.working_days > 0)).toBe(true);
  });

  it('has staff paid every month from the bank, in the cash book and the expense report', async () => {
    const choices = (await call(demo, 'GET', '/staff/payment/staff')).json().Records as {
      id: number;
      name: string;
    }[];
    expect(choices.map((c) => c.name)).toEqual(['Hüseyin Kara', 'Mehmet Demir', 'Serkan Aydın']);
    const payments = (await call(demo, 'GET', '/staff/payment?page=1&per_page=500')).json();
    // Eleven or twelve months of wages for three people, two bayram bonuses each and a few advances.
    expect(payments.AdditionalData.wage).toBeGreaterThan(0);
    expect(payments.AdditionalData.bonus).toBe(3 * 2 * 1000);
    expect(payments.AdditionalData.advance).toBeGreaterThanOrEqual(1000);
    expect(payments.TotalRecords).toBeGreaterThanOrEqual(3 * 11 + 6 + 2);
    const mehmet = choices.find((c) => c.name === 'Mehmet Demir')!;
    const statement = (await call(demo, 'GET', `/staff/${mehmet.id}/payments`)).json();
    expect(statement.Records.at(-1).paid_so_far).toBe(statement.AdditionalData.amount);
    const bank = (await call(demo, 'GET', '/accounts'))
      .json()
      .Records.find((a: { name: string }) => a.name === 'Ziraat Bankası');
    const paidFromBank = (
      await call(demo, 'POST', '/account/activity/report', {
        account_id: bank.id,
        kind: 'staff_payment',
        per_page: 500,
      })
    ).json();
    const staffRows = paidFromBank.Records as { party: string }[];
    expect(staffRows.length).toBe(payments.TotalRecords);
    expect(new Set(staffRows.map((r) => r.party))).toEqual(new Set(choices.map((c) => c.name)));
    // The bank pays them all and still ends the year above what it started with.
    expect(bank.balance).toBeGreaterThan(bank.opening_balance);
    const expenses = (await call(demo, 'POST', '/expense/report', { per_page: 500 })).json();
    const wages = (expenses.Records as { accounting_type: string; amount: number }[])
      .filter((r) => r.accounting_type === 'Personel maaşı')
      .reduce((sum, r) => sum + r.amount, 0);
    expect(Math.round(wages * 100)).toBe(Math.round(payments.AdditionalData.amount * 100));
  });
});

describe('the platform operator (security issue 21, finding 2)', () => {
  const PUBLISHED = { phone: '5559999999', password: 'operator1234' };
  const adminLogin = (password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login/user/admin',
      payload: { phone: PUBLISHED.phone, password },
    });

  it('the demo creates no operator: the password it used to publish opens nothing', async () => {
    expect(await ctx.db.select().from(operators)).toEqual([]);
    const refused = await adminLogin(PUBLISHED.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().description).toBe('Telefon numarası veya şifre hatalı.');
  });

  it('an install that still has the demo operator with the published password loses it at start, with one log line', async () => {
    // An operator on that phone whose password was changed is not the published one: kept.
    const kept = await createOperator(ctx.db, {
      name: 'Kendi',
      phone: PUBLISHED.phone,
      password: 'baska-parola',
    });
    const none: string[] = [];
    await disablePublishedDemoOperator(ctx.db, (line) => none.push(line));
    expect(none).toEqual([]);
    expect((await adminLogin('baska-parola')).statusCode).toBe(200);
    await ctx.db.delete(operators).where(eq(operators.id, kept.id));

    // An older install: the seed made this operator.
    await createOperator(ctx.db, { name: 'Platform Destek', ...PUBLISHED });
    const signedIn = await adminLogin(PUBLISHED.password);
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/platform/accounts', headers })).statusCode).toBe(
      200,
    );

    const log: string[] = [];
    await disablePublishedDemoOperator(ctx.db, (line) => log.push(line));
    expect(log).toEqual([DEMO_OPERATOR_DISABLED]);
    expect((await adminLogin(PUBLISHED.password)).statusCode).toBe(401);
    // Its live session ends too, and so would a support session it had opened.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/platform/accounts', headers })).statusCode).toBe(
      401,
    );
    // The next start says nothing more.
    await disablePublishedDemoOperator(ctx.db, (line) => log.push(line));
    expect(log).toHaveLength(1);
  });
});
