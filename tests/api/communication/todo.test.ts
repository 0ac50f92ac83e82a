import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
});
afterAll(() => ctx?.close());

interface Todo {
  id: number;
  subject: string;
  content: string;
  date: string;
  done: boolean;
}

const add = (who: SignedIn, subject: string, date: string, content = '') =>
  dataOf<Todo>(call(who, 'POST', '/todo', { subject, content, date }));

const listed = async (who: SignedIn, query: string) => {
  const answer = await call(who, 'GET', `/todo?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Records as Todo[];
};

describe('to-do', () => {
  it('answers the items of one day, and of the whole month with is_month', async () => {
    const first = await add(owner, 'Asansör bakımı', '01.03.2026', 'Firma saat 10 gibi gelecek');
    const second = await add(owner, 'Bahçe sulaması', '15.03.2026');
    const third = await add(owner, 'Kapı zili', '15.03.2026');
    const last = await add(owner, 'Aidat hatırlatması', '31.03.2026');
    await add(owner, 'Nisan işi', '01.04.2026');
    await add(owner, 'Şubat işi', '28.02.2026');
    await add(other, 'Başka hesabın işi', '15.03.2026');

    expect(first).toMatchObject({ subject: 'Asansör bakımı', date: '01.03.2026', done: false });
    expect((await listed(owner, 'date=15.03.2026')).map((t) => t.id)).toEqual([second.id, third.id]);
    const month = await listed(owner, 'is_month=true&date=15.03.2026');
    expect(month.map((t) => t.subject)).toEqual([
      'Asansör bakımı',
      'Bahçe sulaması',
      'Kapı zili',
      'Aidat hatırlatması',
    ]);
    expect(month.at(-1)?.id).toBe(last.id);
    expect(await listed(owner, 'date=16.03.2026')).toEqual([]);
  });

  it('marks three items done in one PUT, each with its audit row, and can undo it', async () => {
    const items = [
      await add(owner, 'Çatı kontrolü', '10.05.2026'),
      await add(owner, 'Sayaç okuma', '10.05.2026'),
      await add(owner, 'Temizlik', '10.05.2026'),
    ];
    const untouched = await add(owner, 'Dokunulmayan', '10.05.2026');
    const ids = items.map((t) => t.id);
    const answer = await call(owner, 'PUT', '/todo', {
      id: ids,
      done: true,
      subject: '',
      content: '',
      date: '',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().description).toBe('Yapılacak işler güncellendi.');

    const day = await listed(owner, 'date=10.05.2026');
    expect(day.filter((t) => t.done).map((t) => t.id)).toEqual(ids);
    expect(day.find((t) => t.id === untouched.id)?.done).toBe(false);
    expect(day.find((t) => t.id === ids[0])?.subject).toBe('Çatı kontrolü');
    for (const id of ids) expect(await auditActions(ctx, 'todos', id)).toEqual(['insert', 'update']);

    await dataOf(call(owner, 'PUT', '/todo', { id: ids, done: false }));
    expect((await listed(owner, 'date=10.05.2026')).every((t) => !t.done)).toBe(true);
  });

  it('changes the subject, content and date of one item', async () => {
    const item = await add(owner, 'Taslak', '01.06.2026');
    const [changed] = await dataOf<Todo[]>(
      call(owner, 'PUT', '/todo', {
        id: [item.id],
        subject: 'Genel kurul ilanı',
        content: 'Panoya asılacak',
        date: '03.06.2026',
      }),
    );
    expect(changed).toEqual({
      id: item.id,
      subject: 'Genel kurul ilanı',
      content: 'Panoya asılacak',
      date: '03.06.2026',
      done: false,
    });
    expect(await listed(owner, 'date=01.06.2026')).toEqual([]);
    expect((await listed(owner, 'date=03.06.2026')).map((t) => t.id)).toEqual([item.id]);
  });

  it('deletes an item', async () => {
    const item = await add(owner, 'Silinecek', '02.07.2026');
    const answer = await call(owner, 'DELETE', '/todo', { id: item.id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().description).toBe('Yapılacak iş silindi.');
    expect(await listed(owner, 'date=02.07.2026')).toEqual([]);
    expect(await auditActions(ctx, 'todos', item.id)).toEqual(['insert', 'delete']);
  });

  it('refuses a blank subject and a date that is not a real day, in Turkish', async () => {
    const blank = await call(owner, 'POST', '/todo', { subject: '   ', date: '01.01.2026' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.subject).toBe('Bu alan boş bırakılamaz.');
    const badDay = await call(owner, 'POST', '/todo', { subject: 'İş', date: '31.02.2026' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors.date).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
  });

  it("keeps another account's items out of reach: not listed, not changed, not deleted", async () => {
    const mine = await add(owner, 'Benim işim', '20.08.2026');
    const theirs = await add(other, 'Onların işi', '20.08.2026');
    expect((await listed(owner, 'date=20.08.2026')).map((t) => t.id)).toEqual([mine.id]);

    const change = await call(owner, 'PUT', '/todo', { id: [theirs.id], subject: 'Ele geçirildi' });
    expect(change.statusCode).toBe(404);
    const mixed = await call(owner, 'PUT', '/todo', { id: [mine.id, theirs.id], done: true });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().description).toBe('Yapılacak iş bulunamadı.');
    const remove = await call(owner, 'DELETE', '/todo', { id: theirs.id });
    expect(remove.statusCode).toBe(404);

    // Nothing changed on either side: the mixed bulk change is all or nothing.
    expect(await listed(other, 'date=20.08.2026')).toEqual([theirs]);
    expect((await listed(owner, 'date=20.08.2026'))[0]?.done).toBe(false);
  });

  it('refuses a sub-user at level 0 of additional features, and lets one at level 1 not delete', async () => {
    const none = await createSubUser(ctx, owner, {
      show_additional_features: 0,
      exec_additional_features: 0,
    });
    const item = await add(owner, 'Yetki', '05.09.2026');
    for (const [method, url, body] of [
      ['GET', '/todo?date=05.09.2026', undefined],
      ['POST', '/todo', { subject: 'X', date: '05.09.2026' }],
      ['PUT', '/todo', { id: [item.id], done: true }],
      ['DELETE', '/todo', { id: item.id }],
    ] as const) {
      const answer = await call(none, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().description).toMatch(/yetkiniz yok/);
    }
    const editor = await createSubUser(ctx, owner, {
      show_additional_features: 1,
      exec_additional_features: 1,
    });
    await dataOf(call(editor, 'PUT', '/todo', { id: [item.id], done: true }));
    expect((await call(editor, 'DELETE', '/todo', { id: item.id })).statusCode).toBe(403);
  });
});
