import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Tercih Sitesi' });
  call = caller(ctx);
});
afterAll(() => ctx?.close());

interface Resident {
  id: number;
  name: string;
  surname: string;
  sms_opt_out: boolean;
  commercial_consent: boolean;
}

const show = (id: number) => dataOf<Resident>(call(owner, 'GET', `/resident/single?id=${id}`));
async function listed(id: number): Promise<Resident | undefined> {
  const list = await call(owner, 'POST', '/resident/all?page=1&per_page=100', {});
  expect(list.statusCode, list.body).toBe(200);
  return list.json().Records.find((r: Resident) => r.id === id);
}

describe("a resident's SMS opt-out and İYS consent", () => {
  it('default to false and are always in the answers', async () => {
    const created = await dataOf<Resident>(
      call(owner, 'POST', '/resident', { name: 'Ece', surname: 'Kara' }),
    );
    expect(created).toMatchObject({ sms_opt_out: false, commercial_consent: false });
    expect(await show(created.id)).toMatchObject({ sms_opt_out: false, commercial_consent: false });
    expect(await listed(created.id)).toMatchObject({ sms_opt_out: false, commercial_consent: false });
  });

  it('are saved on create and on update and shown by the detail and the list', async () => {
    const created = await dataOf<Resident>(
      call(owner, 'POST', '/resident', {
        name: 'Can',
        surname: 'Öztürk',
        sms_opt_out: true,
        commercial_consent: true,
      }),
    );
    expect(created).toMatchObject({ sms_opt_out: true, commercial_consent: true });
    expect(await show(created.id)).toMatchObject({ sms_opt_out: true, commercial_consent: true });

    const updated = await dataOf<Resident>(
      call(owner, 'PUT', '/resident', {
        id: created.id,
        name: 'Can',
        surname: 'Öztürk',
        sms_opt_out: false,
        commercial_consent: true,
      }),
    );
    expect(updated).toMatchObject({ sms_opt_out: false, commercial_consent: true });
    expect(await listed(created.id)).toMatchObject({ sms_opt_out: false, commercial_consent: true });
  });

  it('an update that does not send them keeps what was recorded', async () => {
    const created = await dataOf<Resident>(
      call(owner, 'POST', '/resident', { name: 'Deniz', surname: 'Ak', sms_opt_out: true }),
    );
    const renamed = await dataOf<Resident>(
      call(owner, 'PUT', '/resident', { id: created.id, name: 'Deniz', surname: 'Akın' }),
    );
    expect(renamed).toMatchObject({ surname: 'Akın', sms_opt_out: true, commercial_consent: false });
    expect(await show(created.id)).toMatchObject({ sms_opt_out: true });
  });
});
