import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../common/date';
import {
  apiAs,
  createBuildingThroughApi,
  debtThroughApi,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  moneyDefinitionsThroughApi,
  newPage,
  ownedApartmentThroughApi,
  registerThroughApi,
} from './browser';

/** An account of its own: the collections posted here change no flat of the demo other files read. */
const MANAGER = {
  phone: '5320000084',
  password: 'banka2024',
  assoc_name: 'Defne Sitesi',
  name: 'Nalan',
  surname: 'Erdem',
};
const BANK = 'Vakıf Aidat Hesabı';

let browser: Browser;
let page: Page;
let token: string;

/** Today as the API and the pages write it. */
const todayDmy = () => formatDmy(todayInIstanbul());
const cells = (row: Locator) => row.getByRole('cell').allTextContents();

beforeAll(async () => {
  token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, '532 000 00 84', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Three flats, each owing 1.000,00 today, and a bank account with no movement yet. */
async function flatsOwingThousand(): Promise<string> {
  const { incomeTypeId } = await moneyDefinitionsThroughApi(token, {
    incomeType: 'Aidat',
    cashAccount: 'Merkez Kasa',
  });
  const building = await createBuildingThroughApi(token, 'Defne Blok', 3);
  const owners = [
    ['1', 'Ahmet', 'Çınar'],
    ['2', 'Berrin', 'Oduncu'],
    ['3', 'Derya', 'Kalkan'],
  ] as const;
  const flats = [];
  for (const [identifier, name, surname] of owners) {
    const flat = await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier },
      { name, surname },
    );
    await debtThroughApi(token, {
      apartmentId: flat.apartmentId,
      incomeTypeId,
      amount: '1000',
      dueDate: todayDmy(),
      description: 'Kasım aidatı',
    });
    flats.push(flat);
  }
  await apiAs(token, 'POST', '/account', { name: BANK, type: 'bank' });
  const first = await apiAs<{ payment_code: string }>(token, 'GET', `/apartment?id=${flats[0]!.apartmentId}`);
  return first.payment_code;
}

describe('bank movements in the browser (a new account)', () => {
  it('imports a statement, accepts, posts a split by hand, and the books agree with the bank', async () => {
    const code = await flatsOwingThousand();
    const day = todayDmy();
    // Flat 1 by its payment code, flat 3 by its owner's name alone, flat 2's 1.000,00 less the bank's 5,00 fee.
    const csv = [
      'Tarih;Açıklama;Tutar;Bakiye;Referans',
      `${day};"AİDAT ÖDEME KODU ${code}";1.000,00;1.000,00;R1`,
      `${day};"DERYA KALKAN KASIM";1.000,00;2.000,00;R2`,
      `${day};"EFT BERRİN ODUNCU";995,00;2.995,00;R3`,
    ].join('\r\n');

    await page.goto('/bank-movements');
    await expect.poll(() => page.getByRole('combobox', { name: 'Banka hesabı' }).textContent()).toBe(BANK);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'kasim.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'İçe aktar' }).click();
    await page.getByText('Ekstre içe aktarıldı').waitFor();
    const terms = await page.locator('dl dt').allTextContents();
    const values = await page.locator('dl dd').allTextContents();
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Satır: '3',
      Yeni: '3',
      'Daha önce aktarılmış': '0',
      İşlenen: '1',
      Önerilen: '1',
      Eşleşmeyen: '1',
    });
    await page.getByText('Bakiyeler tutuyor').waitFor();

    // The name-only line is a suggestion, with its evidence; accepting it posts Derya Kalkan's collection.
    const suggested = page.getByRole('table', { name: 'Banka hareketleri: Önerilen' });
    const named = suggested.getByRole('row', { name: /DERYA KALKAN/ });
    await expect(named.textContent()).resolves.toMatch(/Kanıt: .*Derya Kalkan/);
    await named.getByRole('button', { name: 'Kabul et' }).click();
    await page.getByText('1 hareket işlendi, 0 atlandı.').waitFor();

    // 995,00 by hand: Berrin Oduncu's 1.000,00 collection and the bank's 5,00 fee.
    await page.getByRole('tab', { name: 'Eşleşmeyen (1)' }).click();
    const unmatched = page.getByRole('table', { name: 'Banka hareketleri: Eşleşmeyen' });
    await unmatched
      .getByRole('row', { name: /EFT BERRİN ODUNCU/ })
      .getByRole('button', { name: 'Elle işle' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Hareketi işle' });
    await dialog.getByRole('textbox', { name: 'Tutar' }).fill('1000,00');
    await dialog.getByRole('combobox', { name: 'Sakin veya daire' }).fill('Oduncu');
    await page.getByRole('option', { name: /^Berrin Oduncu/ }).click();
    await expect(dialog.getByText(/^Kalan: /).textContent()).resolves.toBe('Kalan: −₺5,00');
    await dialog.getByRole('button', { name: 'Parça ekle' }).click();
    await dialog.getByRole('combobox', { name: 'Gider türü (2. parça)' }).click();
    await page.getByRole('option', { name: 'Banka masrafı' }).click();
    await expect(dialog.getByText(/^Kalan: /).textContent()).resolves.toBe('Kalan: ₺0,00');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Every line posted, each collection with its receipt number.
    await page.getByRole('tab', { name: 'İşlenen (3)' }).click();
    const posted = page.getByRole('table', { name: 'Banka hareketleri: İşlenen' });
    const split = posted.getByRole('row', { name: /EFT BERRİN ODUNCU/ });
    await expect(split.textContent()).resolves.toMatch(/Tahsilat ₺1\.000,00.*Makbuz \d+.*Gider ₺5,00/);
    const receipt = /Makbuz (\d+)/.exec((await split.textContent()) ?? '')![1]!;
    await expect.poll(() => posted.getByText(/^Makbuz \d+$/).count()).toBe(3);

    // The receipt in the receipts list: Berrin Oduncu paid 1.000,00 into the bank account.
    await page.goto('/receipts');
    const receiptRow = page.getByRole('row', { name: new RegExp(`^${receipt} `) });
    await expect
      .poll(() => cells(receiptRow))
      .toEqual(expect.arrayContaining([receipt, 'Berrin Oduncu', BANK, '₺1.000,00']));

    // The bank account's cash book: three collections in, the fee out.
    await page.goto('/reports/cash-book');
    await page.getByRole('combobox', { name: 'Hesap' }).click();
    await page.getByRole('option', { name: BANK, exact: true }).click();
    await page.getByRole('button', { name: 'Göster' }).click();
    const book = page.getByRole('table', { name: 'Kasa defteri' });
    const fee = book.getByRole('row').filter({ hasText: 'Gider' });
    await expect.poll(() => cells(fee)).toEqual(expect.arrayContaining(['₺5,00', '₺2.995,00']));
    for (const payer of ['Ahmet Çınar', 'Berrin Oduncu', 'Derya Kalkan'])
      await expect(cells(book.getByRole('row').filter({ hasText: payer }))).resolves.toEqual(
        expect.arrayContaining([BANK, 'Tahsilat', payer, '₺1.000,00']),
      );

    // Mutabakat for the account and this month: the books and the bank agree.
    await page.goto('/bank-movements');
    await page.getByRole('link', { name: 'Mutabakat' }).click();
    await page.getByRole('status').filter({ hasText: 'Defter ve banka her gün tutuyor.' }).waitFor();
    const today = page
      .getByRole('table', { name: 'Günlük bakiyeler' })
      .getByRole('row', { name: new RegExp(`^${day}`) });
    await expect(cells(today)).resolves.toEqual([day, '₺2.995,00', '₺2.995,00', '₺0,00']);
  });
});
