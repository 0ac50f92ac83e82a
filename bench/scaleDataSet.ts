/**
 * The data set of `npm run bench:scale` (bench/scale.ts describes it): one large association of 40 buildings and
 * 20,000 flats (times `SCALE`) with two years of debts and collections, and 200 small accounts, built with SQL.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type MoneyBench, seconds } from './moneySetup';

const SCALE = Number(process.env.SCALE ?? '1');
export const BUILDINGS = 40;
export const FLATS = Math.round(20_000 * SCALE);
export const MONTHS = 25;
const FIRST_DUE = '2024-11-01';
const SMALL_ACCOUNTS = 200;

const NAMES = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'Hasan',
  'Şule',
  'İbrahim',
  'Özlem',
  'Çağlar',
  'Gülşen',
  'Ömer',
  'Büşra',
  'Ünal',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
];

export async function buildDataSet(bench: MoneyBench) {
  const { db } = bench;
  const accountId = await benchAccount(bench);
  const started = performance.now();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const t = performance.now();
    await db.execute(statement);
    console.error(`  ${label}: ${seconds(performance.now() - t)}`);
  };
  const names = sql.param(NAMES);
  const surnames = sql.param(SURNAMES);
  await step(
    'owners named',
    sql`update residents set name = (${names}::text[])[1 + id % 20], surname = (${surnames}::text[])[1 + (id / 20) % 20],
      phone = '53' || lpad((id % 100000000)::text, 8, '0') where account_id = ${accountId}`,
  );
  await step(
    'tenants',
    sql`with flat as (select id, row_number() over (order by id) k from apartments where account_id = ${accountId}),
      tenant as (
        insert into residents (account_id, name, surname, phone)
        select ${accountId}, (${names}::text[])[1 + (k * 7) % 20], (${surnames}::text[])[1 + (k * 3) % 20],
          '54' || lpad(k::text, 8, '0')
        from flat returning id)
      insert into apartment_residents (account_id, apartment_id, resident_id, type, move_in)
      select ${accountId}, f.id, t.id, 2, '2022-06-01'
      from (select id, row_number() over (order by id) k from tenant) t join flat f using (k)`,
  );
  const [heating] = (
    await db.execute<{ id: number }>(
      sql`insert into accounting_types (account_id, name, type) values (${accountId}, 'Yakıt', 1) returning id`,
    )
  ).rows;
  await step(
    'batches',
    sql`insert into debt_batches (account_id, rule, rule_input, accounting_type_id, due_date, description,
        is_interest, total, debt_count, responsible, source)
      select ${accountId}, 'amount', '{}'::jsonb, t.type_id, (${FIRST_DUE}::date + make_interval(months => m))::date,
        t.label || ' ' || to_char(${FIRST_DUE}::date + make_interval(months => m), 'MM.YYYY'), t.interest, 0, 0, 'owner', 'entry'
      from generate_series(0, ${MONTHS - 1}) m,
        (values (${bench.typeId}::int, 'Aidat', true), (${heating!.id}::int, 'Yakıt', false)) t(type_id, label, interest)`,
  );
  await step(
    'debts',
    sql`insert into debts (account_id, apartment_id, resident_id, responsible, accounting_type_id, batch_id, amount,
        due_date, description, is_interest)
      select ${accountId}, o.apartment_id, o.resident_id, 'owner', b.accounting_type_id, b.id,
        case when b.is_interest then 150000 + (o.apartment_id % 5) * 10000 else 80000 + (o.apartment_id % 7) * 5000 end,
        b.due_date, b.description, b.is_interest
      from debt_batches b
      join apartment_residents o on o.account_id = b.account_id and o.type = 1
      where b.account_id = ${accountId}`,
  );
  await step(
    'single debts',
    sql`insert into debts (account_id, apartment_id, resident_id, responsible, accounting_type_id, amount, due_date,
        description)
      select ${accountId}, o.apartment_id, o.resident_id, 'owner', ${bench.typeId}, 25000, date '2026-10-15', 'Anahtar'
      from apartment_residents o where o.account_id = ${accountId} and o.type = 1 order by o.id limit 100`,
  );
  await step(
    'batch totals',
    sql`update debt_batches b set total = s.total, debt_count = s.n
      from (select batch_id, sum(amount) total, count(*) n from debts where account_id = ${accountId} group by batch_id) s
      where s.batch_id = b.id`,
  );
  // About 66 % of the debts due by September 2026 are paid in full, a few days after their due date.
  await step(
    'paid debts',
    sql`create table bench_paid as
      select d.id debt_id, d.resident_id, d.amount, d.accounting_type_id, d.due_date + (d.id % 20)::int as date,
        ${sql.param(bench.cashIds)}::int[] as cash, row_number() over (order by d.id)::int as number
      from debts d where d.account_id = ${accountId} and d.due_date <= date '2026-09-01' and (d.id::bigint * 7919) % 100 < 66`,
  );
  await step(
    'receipts',
    sql`insert into receipts (account_id, number, resident_id, cash_account_id, total, remaining_after, date)
      select ${accountId}, number, resident_id, cash[1 + debt_id % 2], amount, 0, date from bench_paid`,
  );
  await step(
    'payments',
    sql`insert into payments (account_id, debt_id, resident_id, cash_account_id, accounting_type_id, amount, date,
        source, receipt_id)
      select ${accountId}, p.debt_id, p.resident_id, r.cash_account_id, p.accounting_type_id, p.amount, p.date,
        'collection', r.id
      from bench_paid p join receipts r on r.account_id = ${accountId} and r.number = p.number`,
  );
  await step(
    'cash movements',
    sql`insert into cash_movements (account_id, cash_account_id, kind, amount, resident_id, receipt_id, date, description)
      select ${accountId}, r.cash_account_id, 'collection', r.total, r.resident_id, r.id, r.date, 'Tahsilat'
      from receipts r where r.account_id = ${accountId}`,
  );
  await step('debts paid', sql`update debts d set paid = d.amount from bench_paid p where p.debt_id = d.id`);
  await step(
    'receipt counter',
    sql`insert into receipt_counters (account_id, last_number) select ${accountId}, count(*) from bench_paid
      on conflict (account_id) do update set last_number = excluded.last_number`,
  );
  await step(
    'small accounts',
    sql`with acc as (
        insert into accounts (assoc_name, licence_end, apartment_limit)
        select 'Apartman ' || n, date '2030-12-31', 50 from generate_series(1, ${SMALL_ACCOUNTS}) n returning id),
      blk as (insert into buildings (account_id, name) select id, 'A Blok' from acc returning id, account_id),
      typ as (insert into accounting_types (account_id, name, type) select id, 'Aidat', 1 from acc returning id, account_id),
      apt as (
        insert into apartments (account_id, building_id, identifier, land, payment_code)
        select b.account_id, b.id, n::text, 10, (1000 + n) || '-' || payment_code_check(1000 + n)
        from blk b, generate_series(1, 20) n returning id, account_id),
      res as (
        insert into residents (account_id, name, surname)
        select a.account_id, (${names}::text[])[1 + a.id % 20], (${surnames}::text[])[1 + a.id % 20]
        from apt a order by a.id returning id, account_id),
      link as (
        insert into apartment_residents (account_id, apartment_id, resident_id, type, move_in)
        select a.account_id, a.id, r.id, 1, '2024-01-01'
        from (select id, account_id, row_number() over (order by id) k from apt) a
        join (select id, row_number() over (order by id) k from res) r using (k)
        returning apartment_id, resident_id, account_id)
      insert into debts (account_id, apartment_id, resident_id, responsible, accounting_type_id, amount, due_date, description)
      select l.account_id, l.apartment_id, l.resident_id, 'owner', t.id, 100000,
        (date '2025-12-01' + make_interval(months => m))::date, 'Aidat'
      from link l join typ t on t.account_id = l.account_id, generate_series(0, 11) m`,
  );
  await step('drop the work table', sql`drop table bench_paid`);
  // What autovacuum does after a bulk load on a live server: statistics, and the visibility map that lets counts
  // and covering indexes answer from the index alone.
  await step('vacuum analyze', sql`vacuum analyze`);
  const [counts] = (
    await db.execute<{ debts: string; payments: string; residents: string }>(
      sql`select (select count(*) from debts where account_id = ${accountId}) debts,
        (select count(*) from payments where account_id = ${accountId}) payments,
        (select count(*) from residents where account_id = ${accountId}) residents`,
    )
  ).rows;
  console.log(
    `Veri: ${FLATS} daire, ${counts!.residents} sakin, ${counts!.debts} borç, ${counts!.payments} tahsilat ` +
      `(+ ${SMALL_ACCOUNTS} küçük hesap), ${seconds(performance.now() - started)}`,
  );
  return { accountId, apartmentId: (await firstApartment(bench, accountId)).id };
}

export async function benchAccount(bench: MoneyBench) {
  const { rows } = await bench.db.execute<{ account_id: number }>(
    sql`select account_id from buildings where id = ${bench.buildingIds[0]}`,
  );
  return rows[0]!.account_id;
}

export async function firstApartment(bench: MoneyBench, accountId: number) {
  const { rows } = await bench.db.execute<{ id: number }>(
    sql`select id from apartments where account_id = ${accountId} order by id limit 1`,
  );
  return rows[0]!;
}
