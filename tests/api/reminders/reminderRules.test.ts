/**
 * Reminder rules as a manager writes them (docs/reminders.md): created, listed, changed and deleted; every wrong
 * field refused with a Turkish error that names it, changing nothing; another account's rule is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, dataOf } from '../helpers/propertyFixtures';
import { reminderScene, ruleBody } from './reminderScene';

let ctx: TestContext;
let scene: Awaited<ReturnType<typeof reminderScene>>;

beforeAll(async () => {
  ctx = await startTestApp();
  scene = await reminderScene(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const list = async () =>
  (await scene.call(scene.owner, 'GET', '/reminder/rules')).json().Records as {
    id: number;
    name: string;
  }[];

describe('rules', () => {
  it('creates, lists, changes and deletes a rule, each with its audit row', async () => {
    const building = await scene.m.make.building('A Blok');
    const created = await dataOf<Record<string, unknown> & { id: number }>(
      scene.call(scene.owner, 'POST', '/reminder/rules', {
        ...ruleBody({ name: '3 gün önce', offset_days: -3 }),
        min_amount: '250,50',
        building_ids: [building.id],
        who: 'owners',
        channels: ['email', 'sms'],
      }),
    );
    expect(created).toMatchObject({
      name: '3 gün önce',
      offset_days: -3,
      min_amount: 250.5,
      building_ids: [building.id],
      who: 'owners',
      channels: ['email', 'sms'],
      send_hour: 10,
      active: true,
      effect: { reminded: 0, paid: 0, paid_share: 0, paid_amount: 0 },
    });
    expect((await list()).map((r) => r.name)).toContain('3 gün önce');

    const changed = await scene.call(scene.owner, 'PUT', `/reminder/rules/${created.id}`, {
      ...ruleBody({ name: '3 gün önce', offset_days: -3, send_hour: 8, active: false }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ send_hour: 8, active: false, building_ids: [] });

    const removed = await scene.call(scene.owner, 'DELETE', `/reminder/rules/${created.id}`);
    expect(removed.json().description).toBe('Hatırlatma kuralı silindi.');
    expect((await list()).map((r) => r.id)).not.toContain(created.id);
    expect((await scene.call(scene.owner, 'GET', `/reminder/rules/${created.id}`)).statusCode).toBe(404);
    expect(await auditActions(ctx, 'reminder_rules', created.id)).toEqual(['insert', 'update', 'delete']);
    // The name of a deleted rule is free again.
    expect(
      (await scene.call(scene.owner, 'POST', '/reminder/rules', ruleBody({ name: '3 gün önce' }))).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      { send_hour: 23 },
      'send_hour',
      'Gönderim saati 06 ile 21 arasında olmalı: gece 22:00 ile 06:00 arasında hatırlatma gönderilmez.',
    ],
    [
      { send_hour: 5 },
      'send_hour',
      'Gönderim saati 06 ile 21 arasında olmalı: gece 22:00 ile 06:00 arasında hatırlatma gönderilmez.',
    ],
    [
      { offset_days: -91 },
      'offset_days',
      'Gün sayısı son ödemeden en fazla 90 gün önce ile 365 gün sonra arasında olmalı.',
    ],
    [{ channels: [] }, 'channels', 'En az bir gönderim kanalı seçin (e-posta veya SMS).'],
    [{ template: '   ' }, 'template', 'Bu alan boş bırakılamaz.'],
    [{ template: 'Borcunuz {tutarr}' }, 'template', 'Bilinmeyen alan: {tutarr}. Listeden bir alan seçin.'],
    [{ min_amount: '12,345' }, 'min_amount', undefined],
    [{ building_ids: [2_000_000] }, 'building_ids', 'Bu hesapta olmayan bir bina seçildi.'],
    [{ min_overdue_days: -1 }, 'min_overdue_days', 'Gecikme günü 0 ile 3650 arasında olmalı.'],
  ])('refuses %o on its field, saving nothing', async (changes, field, message) => {
    const before = (await list()).length;
    const answer = await scene.call(
      scene.owner,
      'POST',
      '/reminder/rules',
      ruleBody({ name: 'Hatalı', ...changes }),
    );
    expect(answer.statusCode, answer.body).toBe(400);
    const errors = answer.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
    expect(errors[field]).toMatch(/[a-zçğıöşü]/);
    expect((await list()).length).toBe(before);
  });

  it('refuses a name already taken and another account’s rule', async () => {
    const first = await scene.rule({ name: 'Tekil ad' });
    const again = await scene.call(scene.owner, 'POST', '/reminder/rules', ruleBody({ name: 'TEKİL AD' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toBe('Bu adla bir hatırlatma kuralı zaten var. Başka bir ad yazın.');
    const stranger = await registerAccount(ctx);
    const theirs = await scene.call(
      stranger,
      'PUT',
      `/reminder/rules/${first.id}`,
      ruleBody({ name: 'Benim' }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().description).toBe('Hatırlatma kuralı bulunamadı.');
    expect((await scene.call(stranger, 'DELETE', `/reminder/rules/${first.id}`)).statusCode).toBe(404);
  });
});
