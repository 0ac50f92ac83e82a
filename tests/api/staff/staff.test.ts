import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let blockA: number;
let otherBlock: number;

interface Staff {
  id: number;
  name: string;
  phone: string | null;
  buildings: number[];
  building_names: string[];
  start_date: string;
  national_id: string | null;
  insurance_no: string | null;
  role: string;
  monthly_wage: number;
  iban: string | null;
  annual_entitlement: number;
  used_leave: number;
  remaining_leave: number;
}
interface LeaveType {
  id: number;
  name: string;
  paid: boolean;
  counts_against_annual: boolean;
}
interface Vacation {
  id: number;
  vacation_id: number;
  staff_id: number;
  leave_type: string;
  start_date: string;
  end_date: string;
  working_days: number;
}

const TCKN = '10000000146';
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  blockA = (await property(ctx, owner).building('A Blok')).id;
  otherBlock = (await property(ctx, other).building('Z Blok')).id;
});
afterAll(() => ctx?.close());

const addStaff = (who: SignedIn, body: Record<string, unknown> = {}) =>
  dataOf<Staff>(
    call(who, 'POST', '/staff', {
      name: 'Şükrü Kapıcı',
      start_date: '15.03.2020',
      role: 'doorman',
      monthly_wage: 30000,
      ...body,
    }),
  );

const staffNames = async (who: SignedIn, query = '') => {
  const answer = await call(who, 'GET', `/staffs?page=1&per_page=100${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().Records as Staff[]).map((s) => s.name);
};

const leaveTypes = async (who: SignedIn) => {
  const answer = await call(who, 'GET', '/staff/permissions?page=1&per_page=100');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Records as LeaveType[];
};
const typeId = async (who: SignedIn, name: string) =>
  (await leaveTypes(who)).find((t) => t.name === name)!.id;

const leave = (who: SignedIn, body: Record<string, unknown>) => call(who, 'POST', '/vacation', body);

describe('staff', () => {
  it('adds a staff member with phone, buildings, TCKN, insurance no, wage and IBAN, and reads them back', async () => {
    const member = await addStaff(owner, {
      name: 'Ayşe Temizlik',
      phone: '0532 111 22 33',
      buildings: [blockA],
      national_id: TCKN,
      insurance_no: '0012345678',
      role: 'cleaner',
      monthly_wage: '28500,50',
      iban: IBAN,
    });
    expect(member).toMatchObject({
      name: 'Ayşe Temizlik',
      phone: '5321112233',
      buildings: [blockA],
      building_names: ['A Blok'],
      start_date: '15.03.2020',
      national_id: TCKN,
      insurance_no: '0012345678',
      role: 'cleaner',
      monthly_wage: 28500.5,
      iban: 'TR330006100519786457841326',
    });
    expect(await dataOf<Staff>(call(owner, 'GET', `/staff/${member.id}`))).toEqual(member);
    expect(await auditActions(ctx, 'staff', member.id)).toEqual(['insert']);
  });

  it('refuses a bad TCKN, IBAN, phone, date, role or another account’s building, and stores nothing', async () => {
    const before = await staffNames(owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ national_id: '10000000147' }, 'national_id'],
      [{ iban: 'TR330006100519786457841327' }, 'iban'],
      [{ phone: '0212 111 22 33' }, 'phone'],
      [{ start_date: '31.02.2024' }, 'start_date'],
      [{ buildings: [otherBlock] }, 'buildings'],
      [{ monthly_wage: 'on bin' }, 'monthly_wage'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(owner, 'POST', '/staff', {
        name: 'Hatalı Kişi',
        start_date: '01.01.2024',
        role: 'gardener',
        monthly_wage: 1000,
        ...body,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json().errors ?? {}), answer.body).toContain(field);
    }
    expect((await call(owner, 'POST', '/staff', { name: 'X', role: 'chef' })).statusCode).toBe(400);
    expect(await staffNames(owner)).toEqual(before);
  });

  it('searches by name Turkish-folded, on GET /staffs and POST /staffs', async () => {
    await addStaff(owner, { name: 'Şükrü Bahçıvan', role: 'gardener' });
    expect(await staffNames(owner, '&name=sukru bah')).toEqual(['Şükrü Bahçıvan']);
    const lookup = await call(owner, 'POST', '/staffs?name=ŞÜKRÜ BAH');
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect((lookup.json().Records as Staff[]).map((s) => s.name)).toEqual(['Şükrü Bahçıvan']);
  });

  it('updates a staff member and, on delete, keeps them as left: gone from lists and closed to new leave', async () => {
    const member = await addStaff(owner, { name: 'Geçici Güvenlik', role: 'security' });
    const updated = await dataOf<Staff>(
      call(owner, 'PUT', '/staff', {
        id: member.id,
        name: 'Kalıcı Güvenlik',
        start_date: '01.02.2021',
        role: 'security',
        monthly_wage: 32000,
        buildings: [blockA],
      }),
    );
    expect(updated).toMatchObject({ name: 'Kalıcı Güvenlik', start_date: '01.02.2021', monthly_wage: 32000 });
    const removed = await call(owner, 'DELETE', '/staff', { id: member.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().description).toBe('Personel silindi.');
    expect(await staffNames(owner)).not.toContain('Kalıcı Güvenlik');
    expect((await call(owner, 'GET', `/staff/${member.id}`)).statusCode).toBe(404);
    const refused = await leave(owner, {
      staff_id: member.id,
      leave_type_id: await typeId(owner, 'Mazeret izni'),
      start_date: '02.03.2026',
      end_date: '02.03.2026',
    });
    expect(refused.statusCode).toBe(404);
    expect(await auditActions(ctx, 'staff', member.id)).toEqual(['insert', 'update', 'delete']);
  });

  it('shows 26 days of annual leave for someone who started over fifteen years ago', async () => {
    const veteran = await addStaff(owner, {
      name: 'Kıdemli Yönetici',
      role: 'manager',
      start_date: '01.01.2000',
    });
    expect(veteran).toMatchObject({ annual_entitlement: 26, used_leave: 0, remaining_leave: 26 });
  });
});

describe('leave types (staff permissions)', () => {
  it('starts every account with the starter types, only annual leave counted', async () => {
    const types = await leaveTypes(other);
    expect(types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Yıllık izin', 'Mazeret izni', 'Rapor / hastalık', 'Ücretsiz izin']),
    );
    expect(types.filter((t) => t.counts_against_annual).map((t) => t.name)).toEqual(['Yıllık izin']);
    expect(types.find((t) => t.name === 'Ücretsiz izin')?.paid).toBe(false);
  });

  it('adds, renames and deletes a type; a taken name is refused', async () => {
    const created = await dataOf<LeaveType>(
      call(owner, 'POST', '/staff/permissions', {
        name: 'Süt izni',
        paid: true,
        counts_against_annual: false,
      }),
    );
    const taken = await call(owner, 'POST', '/staff/permissions', {
      name: 'SÜT İZNİ',
      paid: false,
      counts_against_annual: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().description).toBe('Bu isimde bir izin türü zaten var.');
    const renamed = await dataOf<LeaveType>(
      call(owner, 'PUT', '/staff/permissions', {
        id: created.id,
        name: 'Emzirme izni',
        paid: true,
        counts_against_annual: false,
      }),
    );
    expect(renamed.name).toBe('Emzirme izni');
    expect((await call(owner, 'DELETE', '/staff/permissions', { id: created.id })).statusCode).toBe(200);
    expect((await leaveTypes(owner)).map((t) => t.name)).not.toContain('Emzirme izni');
  });
});

describe('vacations', () => {
  it('counts working days across Kurban Bayramı and 29 October', async () => {
    const member = await addStaff(owner, { name: 'Bayram Kapıcı' });
    const annual = await typeId(owner, 'Yıllık izin');
    const kurban = await dataOf<Vacation>(
      leave(owner, {
        staff_id: member.id,
        leave_type_id: annual,
        start_date: '25.05.2026',
        end_date: '05.06.2026',
      }),
    );
    expect(kurban).toMatchObject({ working_days: 7, leave_type: 'Yıllık izin', vacation_id: kurban.id });
    const october = await dataOf<Vacation>(
      leave(owner, {
        staff_id: member.id,
        leave_type_id: annual,
        start_date: '28.10.2024',
        end_date: '01.11.2024',
      }),
    );
    expect(october.working_days).toBe(4);
  });

  it('refuses counted leave beyond the remaining entitlement in Turkish, and lets an uncounted type through', async () => {
    // Started 15.03.2023: from 15.03.2024 to 14.03.2025 the entitlement is 14 working days.
    const member = await addStaff(owner, {
      name: 'Yeni Temizlikçi',
      start_date: '15.03.2023',
      role: 'cleaner',
    });
    const annual = await typeId(owner, 'Yıllık izin');
    const first = await dataOf<Vacation>(
      leave(owner, {
        staff_id: member.id,
        leave_type_id: annual,
        start_date: '28.10.2024',
        end_date: '01.11.2024',
      }),
    );
    expect(first.working_days).toBe(4);
    const tooLong = { staff_id: member.id, start_date: '04.11.2024', end_date: '18.11.2024' };
    const refused = await leave(owner, { ...tooLong, leave_type_id: annual });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().description).toContain('Yıllık izin hakkı yetersiz: bu izin 11 iş günü');
    expect(refused.json().description).toContain('kalan hak 10 iş günü');
    const list = await call(owner, 'GET', `/vacations?page=1&staff_id=${member.id}`);
    expect((list.json().Records as Vacation[]).map((v) => v.start_date)).toEqual(['28.10.2024']);
    const excuse = await dataOf<Vacation>(
      leave(owner, { ...tooLong, leave_type_id: await typeId(owner, 'Mazeret izni') }),
    );
    expect(excuse.working_days).toBe(11);
  });

  it('gives no annual leave before the first year and 14 days from the anniversary on', async () => {
    const member = await addStaff(owner, { name: 'Bir Yıllık', start_date: '15.03.2023', role: 'other' });
    const annual = await typeId(owner, 'Yıllık izin');
    const early = await leave(owner, {
      staff_id: member.id,
      leave_type_id: annual,
      start_date: '14.03.2024',
      end_date: '14.03.2024',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().description).toContain('ilk hak 15.03.2024 tarihinde doğar');
    const onTime = await leave(owner, {
      staff_id: member.id,
      leave_type_id: annual,
      start_date: '15.03.2024',
      end_date: '15.03.2024',
    });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it('refuses an overlapping leave, changes one (days recounted) and deletes it by vacation_id', async () => {
    const member = await addStaff(owner, { name: 'Değişen İzin' });
    const excuse = await typeId(owner, 'Mazeret izni');
    const created = await dataOf<Vacation>(
      leave(owner, {
        staff_id: member.id,
        leave_type_id: excuse,
        start_date: '02.03.2026',
        end_date: '06.03.2026',
      }),
    );
    const overlap = await leave(owner, {
      staff_id: member.id,
      leave_type_id: excuse,
      start_date: '06.03.2026',
      end_date: '09.03.2026',
    });
    expect(overlap.statusCode).toBe(409);
    const changed = await dataOf<Vacation>(
      call(owner, 'PUT', '/vacation', {
        vacation_id: created.id,
        staff_id: member.id,
        leave_type_id: excuse,
        start_date: '02.03.2026',
        end_date: '03.03.2026',
      }),
    );
    expect(changed.working_days).toBe(2);
    expect((await call(owner, 'DELETE', '/vacation', { vacation_id: created.id })).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/vacation/${created.id}`)).statusCode).toBe(404);
    expect(await auditActions(ctx, 'vacations', created.id)).toEqual(['insert', 'update', 'delete']);
  });
});

describe('account isolation and permissions', () => {
  it('never shows or changes another account’s staff or leave', async () => {
    const mine = await addStaff(owner, { name: 'Gizli Personel' });
    expect(await staffNames(other)).not.toContain('Gizli Personel');
    expect((await call(other, 'GET', `/staff/${mine.id}`)).statusCode).toBe(404);
    const body = {
      id: mine.id,
      name: 'Ele Geçirilmiş',
      start_date: '01.01.2020',
      role: 'other',
      monthly_wage: 1,
    };
    expect((await call(other, 'PUT', '/staff', body)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', '/staff', { id: mine.id })).statusCode).toBe(404);
    const theirType = await typeId(other, 'Mazeret izni');
    const sneaky = await leave(other, {
      staff_id: mine.id,
      leave_type_id: theirType,
      start_date: '02.03.2026',
      end_date: '02.03.2026',
    });
    expect(sneaky.statusCode).toBe(404);
    expect((await call(owner, 'GET', `/staff/${mine.id}`)).json().data.name).toBe('Gizli Personel');
  });

  it('follows the personnel_operations levels: view 1 lists, exec 1 writes but cannot delete, 0 refuses', async () => {
    const member = await addStaff(owner, { name: 'Yetki Deneme' });
    const limited = await createSubUser(ctx, owner, {
      show_personnel_operations: 1,
      exec_personnel_operations: 1,
    });
    expect((await call(limited, 'GET', '/staffs?page=1')).statusCode).toBe(200);
    const added = await addStaff(limited, { name: 'Alt Kullanıcının Eklediği' });
    expect(added.name).toBe('Alt Kullanıcının Eklediği');
    const refused = await call(limited, 'DELETE', '/staff', { id: member.id });
    expect(refused.statusCode).toBe(403);
    expect(await staffNames(owner)).toContain('Yetki Deneme');
    expect((await call(limited, 'DELETE', '/staff/permissions', { id: 1 })).statusCode).toBe(403);
    expect((await call(limited, 'DELETE', '/vacation', { vacation_id: 1 })).statusCode).toBe(403);

    const none = await createSubUser(ctx, owner, {
      show_personnel_operations: 0,
      exec_personnel_operations: 0,
    });
    for (const [method, url, payload] of [
      ['GET', '/staffs?page=1', undefined],
      ['GET', '/vacations?page=1', undefined],
      ['GET', '/staff/permissions?page=1', undefined],
      ['POST', '/staff', { name: 'X', start_date: '01.01.2024', role: 'other', monthly_wage: 1 }],
    ] as const) {
      expect((await call(none, method, url, payload)).statusCode, url).toBe(403);
    }
  });
});
