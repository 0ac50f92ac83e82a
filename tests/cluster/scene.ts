/**
 * The cluster test's account, made through the product's own API as a new manager would: registration (the code
 * read from the SMS outbox in DATA_DIR), a cash account, flats with owners in a dues group, one debt per flat, and a
 * dues job due this month, so the instances' job queues bill it when they start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PgBoss from 'pg-boss';

export interface Scene {
  accountId: number;
  headers: { authorization: string };
  cashAccountId: number;
  typeId: number;
  debtIds: number[];
  duesJobId: number;
}

type Json = Record<string, unknown>;

async function call(base: string, method: string, path: string, body?: Json, headers: Json = {}) {
  const answer = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(headers as Record<string, string>), ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return JSON.parse(text) as Json;
}

function codeSentTo(dataDir: string, phone: string): string {
  const lines = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const last = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .findLast((m) => m.to === phone);
  const code = last?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

export async function sceneOf(base: string, dataDir: string, flats: number): Promise<Scene> {
  const phone = '5321234567';
  await call(base, 'GET', `/register/send/code?phone=${phone}`);
  await call(base, 'GET', `/register/control/code?phone=${phone}&code=${codeSentTo(dataDir, phone)}`);
  const registered = await call(base, 'POST', '/register', {
    phone,
    assoc_name: 'Küme Sitesi',
    email: '',
    name: 'Ayşe',
    surname: 'Yönetici',
    password: 'kume-parola-1',
  });
  const headers = { authorization: `Bearer ${registered.token as string}` };
  const user = registered.user as { account_id: number };
  const write = async (path: string, body: Json) =>
    (await call(base, 'POST', path, body, headers)).data as Json & { id: number };

  const cash = await write('/account', { name: 'Ana Kasa', opening_balance: 0 });
  const types = await call(base, 'GET', '/accounting/types?is_print=true&type=1', undefined, headers);
  const type = (types.Records as (Json & { id: number })[]).find((record) => record.name === 'Aidat')!;
  const group = await write('/group', { name: 'Aylık Aidat', type: 2, amount: 100 });
  const building = await write('/building', { name: 'A Blok', apartment_limit: flats });
  const debtIds: number[] = [];
  for (let index = 1; index <= flats; index++) {
    const apartment = await write('/apartment', {
      building_id: building.id,
      identifier: String(index),
      group_id: group.id,
    });
    const owner = await write('/resident', { name: 'Sakin', surname: `Numara ${index}` });
    await write('/resident/apartment', { apartment_id: apartment.id, resident_id: owner.id, type: 1 });
    const debt = await write('/debt/single', {
      apartment_id: apartment.id,
      accounting_type_id: type.id,
      amount: 60,
      due_date: '01.01.2025',
    });
    debtIds.push((debt as unknown as { rows: { debt_id: number }[] }).rows[0]!.debt_id);
  }
  // Day 1: due on any day of the month, so the instances' start ticks find it.
  const job = await write('/debt/job', {
    name: 'Aidat',
    group_id: group.id,
    accounting_type_id: type.id,
    day_of_month: 1,
  });
  return {
    accountId: user.account_id,
    headers,
    cashAccountId: cash.id,
    typeId: type.id,
    debtIds,
    duesJobId: job.id,
  };
}

/**
 * What the daily cron does on each instance: one tick on the dues queue ('dues', DUES_QUEUE of
 * server/plugins/jobs.ts, named here so the test process does not load the server) per instance, at one moment.
 */
export async function duesTicks(databaseUrl: string, count: number): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, supervise: false, schedule: false });
  await boss.start();
  await Promise.all(Array.from({ length: count }, () => boss.send('dues', {})));
  await boss.stop({ graceful: false });
}
