import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../../common/date';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let residentIds: number[];
let otherResidentId: number;

const thisYear = todayInIstanbul().year;
const nextYearEnd = `31.12.${thisYear + 1}`;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Görev Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  const make = property(ctx, owner);
  residentIds = [(await make.resident()).id, (await make.resident()).id, (await make.resident()).id];
  otherResidentId = (await property(ctx, other).resident()).id;
});
afterAll(() => ctx?.close());

interface Job {
  id: number;
  name: string;
  job_type: number;
  day: number;
  hour: number;
  minute: number;
  last_date: string;
  message: string;
  resident_ids: number[];
  recipients: number;
  next_at: string | null;
}

const jobBody = (body: Record<string, unknown> = {}) => ({
  hour: 10,
  minute: 30,
  job_type: 0,
  last_date: nextYearEnd,
  message: 'Sayın {ad_soyad}, aidatınızı ödemeyi unutmayın.',
  name: 'test',
  resident_ids: residentIds,
  ...body,
});

async function listJobs(who: SignedIn): Promise<Job[]> {
  const list = await call(who, 'GET', '/sms/jobs?page=1&per_page=100');
  expect(list.statusCode, list.body).toBe(200);
  return list.json().Records;
}

describe('recurring SMS jobs', () => {
  it('are created with the name sent, listed with recipients and the next send, changed and deleted', async () => {
    const created = await dataOf<Job>(call(owner, 'POST', '/sms/jobs', jobBody({ day: 15 })));
    expect(created).toMatchObject({
      name: 'test',
      job_type: 0,
      day: 15,
      hour: 10,
      minute: 30,
      last_date: nextYearEnd,
      resident_ids: residentIds,
      recipients: 3,
    });
    // The next send is on the 15th at 10:30, Istanbul, this month or next.
    expect(created.next_at).toMatch(/^15\.\d{2}\.\d{4} 10:30$/);

    const listed = (await listJobs(owner)).find((job) => job.id === created.id);
    expect(listed).toMatchObject({ recipients: 3, next_at: created.next_at });

    const changed = await dataOf<Job>(
      call(owner, 'PUT', '/sms/jobs', {
        id: created.id,
        ...jobBody({ hour: 8, minute: 5, resident_ids: [residentIds[0]], message: 'Toplantı {tarih}' }),
      }),
    );
    // Without `day` the update keeps the day it had.
    expect(changed).toMatchObject({
      day: 15,
      hour: 8,
      minute: 5,
      recipients: 1,
      message: 'Toplantı {tarih}',
    });
    expect(changed.next_at).toMatch(/^15\.\d{2}\.\d{4} 08:05$/);

    const removed = await call(owner, 'DELETE', '/sms/jobs', { id: created.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listJobs(owner)).map((job) => job.id)).not.toContain(created.id);
    expect(await auditActions(ctx, 'sms_jobs', created.id)).toEqual(['insert', 'update', 'delete']);
  });

  it("day defaults to today's day of month in Istanbul", async () => {
    const created = await dataOf<Job>(call(owner, 'POST', '/sms/jobs', jobBody()));
    expect(created.day).toBe(todayInIstanbul().day);
  });

  it('next_at is null when no send is left before last_date', async () => {
    // last_date is today and this month's send has gone (yesterday; on the 1st, at 00:00): nothing is left.
    const today = todayInIstanbul();
    const todayDmy = `${String(today.day).padStart(2, '0')}.${String(today.month).padStart(2, '0')}.${today.year}`;
    const gone = today.day > 1 ? { day: today.day - 1 } : { day: 1, hour: 0, minute: 0 };
    const job = await dataOf<Job>(
      call(owner, 'POST', '/sms/jobs', jobBody({ ...gone, last_date: todayDmy })),
    );
    expect(job.next_at).toBeNull();
  });

  it('refuses hours, minutes and last dates out of range, no residents and unknown fields; saves nothing', async () => {
    const before = (await listJobs(owner)).length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ hour: 24 }, 'hour'],
      [{ minute: 60 }, 'minute'],
      [{ day: 32 }, 'day'],
      [{ last_date: '01.01.2020' }, 'last_date'],
      [{ last_date: '31.02.2030' }, 'last_date'],
      [{ resident_ids: [] }, 'resident_ids'],
      [{ job_type: 1 }, 'job_type'],
    ];
    for (const [change, field] of refusals) {
      const response = await call(owner, 'POST', '/sms/jobs', jobBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const past = await call(owner, 'POST', '/sms/jobs', jobBody({ last_date: '01.01.2020' }));
    expect(past.json().errors.last_date).toBe('Son gönderim tarihi geçmiş bir gün olamaz.');
    const nobody = await call(owner, 'POST', '/sms/jobs', jobBody({ resident_ids: [] }));
    expect(nobody.json().errors.resident_ids).toBe('En az bir sakin seçin.');
    const unknown = await call(owner, 'POST', '/sms/jobs', jobBody({ message: 'Merhaba {soyisim}' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().description).toBe('Bilinmeyen alan: {soyisim}. Listeden bir alan seçin.');
    expect((await listJobs(owner)).length).toBe(before);
  });

  it("refuses residents of another account, and another account's job is out of reach", async () => {
    const foreign = await call(
      owner,
      'POST',
      '/sms/jobs',
      jobBody({ resident_ids: [residentIds[0], otherResidentId] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.resident_ids).toBe(
      'Seçilen kişilerden 1 tanesi sakinleriniz arasında bulunamadı.',
    );

    const mine = await dataOf<Job>(call(owner, 'POST', '/sms/jobs', jobBody({ message: 'Bizim görev' })));
    expect((await listJobs(other)).map((job) => job.id)).not.toContain(mine.id);
    const edit = await call(other, 'PUT', '/sms/jobs', {
      id: mine.id,
      ...jobBody({ resident_ids: [otherResidentId], message: 'Ele geçirildi' }),
    });
    expect(edit.statusCode).toBe(404);
    expect((await call(other, 'DELETE', '/sms/jobs', { id: mine.id })).statusCode).toBe(404);
    const still = (await listJobs(owner)).find((job) => job.id === mine.id);
    expect(still?.message).toBe('Bizim görev');
  });

  it('counts as recipients only the residents that still exist', async () => {
    const make = property(ctx, owner);
    const leaving = await make.resident();
    const job = await dataOf<Job>(
      call(owner, 'POST', '/sms/jobs', jobBody({ resident_ids: [residentIds[0], leaving.id] })),
    );
    expect(job.recipients).toBe(2);
    expect((await call(owner, 'DELETE', '/resident', { id: leaving.id })).statusCode).toBe(200);
    expect((await listJobs(owner)).find((row) => row.id === job.id)?.recipients).toBe(1);
  });

  it('a sub-user without show_sms cannot list; without exec_sms cannot write', async () => {
    const job = await dataOf<Job>(call(owner, 'POST', '/sms/jobs', jobBody()));
    const blind = await createSubUser(ctx, owner, { show_sms: 0 });
    expect((await call(blind, 'GET', '/sms/jobs?page=1')).statusCode).toBe(403);
    const reader = await createSubUser(ctx, owner, { show_sms: 1, exec_sms: 0 });
    expect((await call(reader, 'GET', '/sms/jobs?page=1')).statusCode).toBe(200);
    const attempts = [
      await call(reader, 'POST', '/sms/jobs', jobBody()),
      await call(reader, 'PUT', '/sms/jobs', { id: job.id, ...jobBody({ hour: 1 }) }),
      await call(reader, 'DELETE', '/sms/jobs', { id: job.id }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(403);
    expect((await listJobs(owner)).find((row) => row.id === job.id)?.hour).toBe(10);
  });
});
