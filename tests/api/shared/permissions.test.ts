import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, lastCode, startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Yetki Sitesi' });
});
afterAll(() => ctx?.close());

const call = caller(() => ctx);

let buildingCounter = 0;
async function ownerBuilding(): Promise<{ id: number; name: string }> {
  buildingCounter += 1;
  const response = await call(owner, 'POST', '/building', {
    name: `Yetki Blok ${buildingCounter}`,
    apartment_limit: 4,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('sub-user levels on buildings (resident_and_apartments)', () => {
  it('show 0: the building list is refused with a Turkish reason', async () => {
    const sub = await createSubUser(ctx, owner, { show_resident_and_apartments: 0 });
    const list = await call(sub, 'GET', '/building?page=1');
    expect(list.statusCode).toBe(403);
    expect(list.json().description).toBe(
      'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.',
    );
    // The dashboard opens with the property area or with the reports (its money figures); with neither, refused.
    const neither = await createSubUser(ctx, owner, { show_resident_and_apartments: 0, show_reports: 0 });
    const dashboard = await call(neither, 'GET', '/dashboard');
    expect(dashboard.statusCode).toBe(403);
  });

  it('show 1 and exec 0: may list and read but not create or edit', async () => {
    const building = await ownerBuilding();
    const sub = await createSubUser(ctx, owner, {
      show_resident_and_apartments: 1,
      exec_resident_and_apartments: 0,
    });
    const list = await call(sub, 'GET', '/building?page=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Records.map((b: { name: string }) => b.name)).toContain(building.name);
    expect((await call(sub, 'GET', `/building/${building.id}`)).statusCode).toBe(200);

    const create = await call(sub, 'POST', '/building', { name: 'Yasak Blok', apartment_limit: 1 });
    expect(create.statusCode).toBe(403);
    expect(create.json().description).toBe(
      'Bu bölümde kayıt ekleme veya düzenleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.',
    );
    const edit = await call(sub, 'PUT', '/building', { ...building, apartment_limit: 9 });
    expect(edit.statusCode).toBe(403);
  });

  it('exec 1: may create and edit but not ask for a delete code or delete', async () => {
    const sub = await createSubUser(ctx, owner, { exec_resident_and_apartments: 1 });
    const created = await call(sub, 'POST', '/building', { name: 'Alt Blok', apartment_limit: 2 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const edited = await call(sub, 'PUT', '/building', { id, name: 'Alt Blok 2', apartment_limit: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Alt Blok 2');

    const request = await call(sub, 'GET', `/building/delete/request?id=${id}`);
    expect(request.statusCode).toBe(403);
    expect(request.json().description).toBe('Silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.');
    const remove = await call(sub, 'DELETE', '/building', { id, code: '123456' });
    expect(remove.statusCode).toBe(403);
    expect((await call(owner, 'GET', `/building/${id}`)).statusCode).toBe(200);
  });

  it('exec 2: may delete with the code sent to the owner', async () => {
    const building = await ownerBuilding();
    const sub = await createSubUser(ctx, owner, { exec_resident_and_apartments: 2 });
    const request = await call(sub, 'GET', `/building/delete/request?id=${building.id}`);
    expect(request.statusCode, request.body).toBe(200);
    const remove = await call(sub, 'DELETE', '/building', {
      id: building.id,
      code: lastCode(ctx, owner.phone),
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await call(owner, 'GET', `/building/${building.id}`)).statusCode).toBe(404);
  });

  it('a changed level applies to the sub-user at once, without a new login', async () => {
    const sub = await createSubUser(ctx, owner);
    expect((await call(sub, 'GET', '/building?page=1')).statusCode).toBe(200);
    const update = await call(owner, 'PUT', '/sub/user', {
      id: sub.user.id,
      name: sub.user.name,
      surname: sub.user.surname,
      phone: sub.phone,
      password: null,
      show_resident_and_apartments: 0,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await call(sub, 'GET', '/building?page=1')).statusCode).toBe(403);
    const me = await call(sub, 'GET', '/me');
    expect(me.json().data.show_resident_and_apartments).toBe(0);
    expect(me.json().data.exec_resident_and_apartments).toBe(2);
  });
});

describe('owner-only areas', () => {
  it('a sub-user with every level at 2 still cannot manage sub-users or branches', async () => {
    const sub = await createSubUser(ctx, owner);
    const ownerOnly = 'Bu işlemi yalnızca hesap sahibi yapabilir.';
    const attempts = [
      await call(sub, 'GET', '/sub/user?page=1'),
      await call(sub, 'GET', `/sub/user/${sub.user.id}`),
      await call(sub, 'POST', '/sub/user', {
        name: 'Yeni',
        surname: 'Kişi',
        phone: '5320000001',
        password: 'parola123',
      }),
      await call(sub, 'PUT', '/sub/user', {
        id: sub.user.id,
        name: 'Kendim',
        surname: 'Yükselttim',
        phone: sub.phone,
        exec_settings: 2,
      }),
      await call(sub, 'DELETE', '/sub/user', { id: sub.user.id }),
      await call(sub, 'GET', '/branch'),
      await call(sub, 'POST', '/branch/request', { purpose: 'create' }),
      await call(sub, 'DELETE', '/branch', { branch_id: 1, code: '123456' }),
      await call(sub, 'POST', '/login/branch?branch_id=0'),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().description).toBe(ownerOnly);
    }
  });
});

describe('settings area levels', () => {
  const settings = {
    auto_payment_advance_payments: true,
    birth_day: false,
    birth_day_message_template: null,
    remin_debt: true,
    remind_debt_with_since_day: 10,
    send_payment_message: false,
    payment_message_template: null,
  };

  it('show_settings 0 cannot read the settings', async () => {
    const sub = await createSubUser(ctx, owner, { show_settings: 0 });
    const response = await call(sub, 'GET', '/settings');
    expect(response.statusCode).toBe(403);
    expect(response.json().description).toMatch(/görüntüleme yetkiniz yok/);
  });

  it('show_settings 1 with exec_settings 0 reads but cannot change the settings or the logo', async () => {
    const sub = await createSubUser(ctx, owner, { show_settings: 1, exec_settings: 0 });
    expect((await call(sub, 'GET', '/settings')).statusCode).toBe(200);
    const put = await call(sub, 'PUT', '/settings', settings);
    expect(put.statusCode).toBe(403);
    expect(put.json().description).toMatch(/ekleme veya düzenleme yetkiniz yok/);
    expect((await call(sub, 'DELETE', '/logo')).statusCode).toBe(403);
  });

  it('exec_settings 1 changes the settings for the whole account', async () => {
    const sub = await createSubUser(ctx, owner, { show_settings: 1, exec_settings: 1 });
    const put = await call(sub, 'PUT', '/settings', settings);
    expect(put.statusCode, put.body).toBe(200);
    const seenByOwner = await call(owner, 'GET', '/settings');
    expect(seenByOwner.json().data).toEqual({
      ...settings,
      bank_auto_levels: [1],
      books_closed_through: null,
      mail_receipts: false,
      mail_statements: false,
    });
  });
});
