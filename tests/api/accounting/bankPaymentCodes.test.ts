/**
 * What the bank work added around the books (docs/bank.md): flats' payment codes and where they show (answers,
 * SMS, resident page, receipt PDF), IBANs of cash accounts and suppliers, and the auto-posting levels.
 */

import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCodeOf } from '../../../server/domain/bank/paymentCode';
import { collectionScene } from '../helpers/collectionScene';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Kod Apartmanı' });
  m = moneyFixtures(ctx, owner);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** A valid TR IBAN (mod-97) from a 16-digit account number. */
function trIban(account: string): string {
  const bban = `00061${'0'}${account.padStart(16, '0')}`;
  const check = 98n - (BigInt(`${bban}292700`) % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

describe('payment codes of flats', () => {
  it('the first flat gets 1001 with its check digit; codes are unique, kept on edit, and differ when made at once', async () => {
    const building = await m.make.building('Kod Blok');
    const first = await m.make.apartment({ building_id: building.id, identifier: '1' });
    expect(first.payment_code).toBe(paymentCodeOf(1001));
    expect(first.payment_code).toMatch(/^1001-\d$/);

    const [a, b] = await Promise.all(
      ['2', '3'].map((identifier) =>
        dataOf(call(owner, 'POST', '/apartment', { building_id: building.id, identifier })),
      ),
    );
    expect(a!.payment_code).not.toBe(b!.payment_code);
    expect([a!.payment_code, b!.payment_code].sort()).toEqual([paymentCodeOf(1002), paymentCodeOf(1003)]);

    const edited = await dataOf(
      call(owner, 'PUT', '/apartment', { id: first.id, building_id: building.id, identifier: '1A' }),
    );
    expect(edited.identifier).toBe('1A');
    expect(edited.payment_code).toBe(first.payment_code);
    const single = await dataOf(call(owner, 'GET', `/apartment?id=${first.id}`));
    expect(single.payment_code).toBe(first.payment_code);

    const listed = (await call(owner, 'POST', '/apartments', { building_id: [building.id] })).json().Records;
    const codes = listed.map((row: { payment_code: string }) => row.payment_code);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(codes).toContain(first.payment_code);
  });

  it('{odeme_kodu} is the flat’s code in an SMS preview and the resident page shows it', async () => {
    const building = await m.make.building('Mesaj Blok');
    const flat = await m.make.apartment({ building_id: building.id, identifier: '4' });
    const resident = await m.make.resident({ name: 'Ayşe', surname: 'Kaya', phone: newPhone() });
    await m.make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
    const preview = await dataOf<{ recipients: { name: string; text: string }[] }>(
      call(owner, 'POST', '/building/sms/preview', {
        all_data: true,
        sending: [],
        not_sending: [],
        building_ids: [building.id],
        resident_type: 1,
        message: '{daire} ödeme kodu {odeme_kodu}',
      }),
    );
    expect(preview.recipients).toEqual([
      expect.objectContaining({
        name: 'Ayşe Kaya',
        text: `Mesaj Blok 4 ödeme kodu ${flat.payment_code}`,
        note: null,
      }),
    ]);

    const link = await dataOf<{ url: string }>(call(owner, 'POST', `/resident/${resident.id}/page-link`));
    const token = link.url.split('/sakin/')[1]!;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/r/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.flats).toEqual([
      expect.objectContaining({ flat: 'Mesaj Blok 4', payment_code: flat.payment_code }),
    ]);
  });

  it('{odeme_kodu} of a non-member (no flat) stays empty and the preview says so; a flat’s resident gets no note', async () => {
    const member = await dataOf<{ id: number }>(
      call(owner, 'POST', '/non/members', { name: 'Tesisatçı Hasan', phone: newPhone() }),
    );
    const preview = await dataOf<{ recipients: { name: string; text: string; note: string | null }[] }>(
      call(owner, 'POST', '/non/member/sms/preview', {
        all_data: false,
        sending: [member.id],
        message: 'Ödeme kodunuz: {odeme_kodu}',
      }),
    );
    expect(preview.recipients).toEqual([
      expect.objectContaining({
        name: 'Tesisatçı Hasan',
        text: 'Ödeme kodunuz:',
        note: 'Bağlı bir dairesi olmadığı için {odeme_kodu} bu kişinin mesajında boş kalır.',
      }),
    ]);
    const plain = await dataOf<{ recipients: { note: string | null }[] }>(
      call(owner, 'POST', '/non/member/sms/preview', {
        all_data: false,
        sending: [member.id],
        message: 'Merhaba {ad}',
      }),
    );
    expect(plain.recipients[0]!.note).toBeNull();
  });

  it('a receipt for one flat prints its payment code', async () => {
    const scene = await collectionScene(m, '300,00');
    const paid = await scene.pay('300,00');
    expect(paid.statusCode).toBe(200);
    const pdf = await call(owner, 'GET', `/user/receipt/file/${paid.json().data.receipt_id}`);
    expect(pdf.statusCode).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const text = (await extractText(document, { mergePages: true })).text;
    expect(text).toContain(`Ödeme kodu: ${scene.flat.apartment.payment_code}`);
  });
});

describe('IBANs and auto-posting levels', () => {
  it('a cash account’s bad IBAN is refused in Turkish, a duplicate one too; a good one is kept', async () => {
    const bad = await call(owner, 'POST', '/account', {
      name: 'Hatalı Banka',
      opening_balance: 0,
      type: 'bank',
      iban: 'TR00 0006 1000 0000 0000 0000 01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.iban).toBe('Geçerli bir IBAN giriniz (TR ile başlayan 26 karakter).');
    const iban = trIban('1234567');
    const good = await dataOf(
      call(owner, 'POST', '/account', { name: 'Ziraat', opening_balance: 0, type: 'bank', iban }),
    );
    expect(good.iban).toBe(iban);
    const twice = await call(owner, 'POST', '/account', {
      name: 'Ziraat 2',
      opening_balance: 0,
      type: 'bank',
      iban,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().description).toBe('Bu IBAN başka bir kasa / banka hesabında kayıtlı.');
  });

  it('a supplier’s bad IBAN is refused in Turkish', async () => {
    const bad = await call(owner, 'POST', '/current/account', { name: 'Doğalgaz AŞ', iban: 'TR12 3456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.iban).toBe('Geçerli bir IBAN giriniz (TR ile başlayan 26 karakter).');
  });

  it('bank_auto_levels [4] is refused in Turkish; [1,2] is saved', async () => {
    const settings = (await call(owner, 'GET', '/settings')).json().data;
    const refused = await call(owner, 'PUT', '/settings', { ...settings, bank_auto_levels: [4] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.bank_auto_levels).toContain('4 ve 5. seviyeyi siz onaylarsınız');
    expect((await call(owner, 'GET', '/settings')).json().data.bank_auto_levels).toEqual([1]);
    await dataOf(call(owner, 'PUT', '/settings', { ...settings, bank_auto_levels: [2, 1] }));
    expect((await call(owner, 'GET', '/settings')).json().data.bank_auto_levels).toEqual([1, 2]);
  });
});
