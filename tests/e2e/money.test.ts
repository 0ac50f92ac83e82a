import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  collectionThroughApi,
  createBuildingThroughApi,
  debtThroughApi,
  finishTutorialThroughApi,
  kurus,
  launchBrowser,
  logIn,
  moneyDefinitionsThroughApi,
  newPage,
  ownedApartmentThroughApi,
  registerThroughApi,
} from './browser';

/** A new account of its own, so the demo year of dues does not change what the money screens show. */
const MANAGER = {
  phone: '5320000071',
  password: 'kasa2024',
  assoc_name: 'Ihlamur Sitesi',
  name: 'Kemal',
  surname: 'Tunç',
};

let browser: Browser;
let page: Page;
let token: string;
/** The account's income type "Aidat" and its one cash account "Merkez Kasa". */
let money: { incomeTypeId: number; cashAccountId: number };

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** The texts of a table row's cells. */
const cells = (row: Locator) => row.getByRole('cell').allTextContents();

beforeAll(async () => {
  token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  money = await moneyDefinitionsThroughApi(token, { incomeType: 'Aidat', cashAccount: 'Merkez Kasa' });
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, '532 000 00 71', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('money in the browser (a new account)', () => {
  it('splits 10.000,00 TL by land share over a building, previews every flat, saves one batch', async () => {
    const building = await createBuildingThroughApi(token, 'Arsa Blok', 4);
    for (const [identifier, name, surname] of [
      ['1', 'Burak', 'Aksoy'],
      ['2', 'Cemre', 'Aksoy'],
      ['3', 'Derya', 'Aksoy'],
    ] as const) {
      await ownedApartmentThroughApi(
        token,
        { buildingId: building, identifier, land: '1' },
        { name, surname },
      );
    }
    // A flat whose land share nobody entered: the split leaves it out and says why.
    await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier: '4' },
      { name: 'Eda', surname: 'Aksoy' },
    );

    await page.goto('/debt-entry/land');
    await expect(page.getByRole('tab', { name: 'Arsa payı' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    const form = page.getByRole('form', { name: 'Arsa payı' });
    await form.getByRole('combobox', { name: 'Bloklar' }).click();
    await page.getByRole('option', { name: 'Arsa Blok' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'Toplam tutar' }).fill('10.000,00');
    await form.getByRole('combobox', { name: 'Borç türü' }).click();
    await page.getByRole('option', { name: 'Aidat' }).click();
    await form.getByRole('textbox', { name: 'Açıklama' }).fill('Çatı onarımı 2025');
    await form.getByRole('button', { name: 'Önizle' }).click();

    const preview = page.getByRole('region', { name: 'Önizleme' });
    const table = preview.getByRole('table', { name: 'Borç yazılacak daireler' });
    const rows = table.locator('tbody').getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    // Every flat with a land share, its owner and its part: the largest remainder gives flat 1 the odd kuruş.
    await expect(cells(rows.nth(0))).resolves.toEqual(['Arsa Blok', '1', 'Burak Aksoy', '₺3.333,34']);
    await expect(cells(rows.nth(1))).resolves.toEqual(['Arsa Blok', '2', 'Cemre Aksoy', '₺3.333,33']);
    await expect(cells(rows.nth(2))).resolves.toEqual(['Arsa Blok', '3', 'Derya Aksoy', '₺3.333,33']);
    // The parts read off the page add up to the total to the kuruş, and the footer says the same total.
    const parts = await table.locator('tbody td:last-child').allTextContents();
    expect(parts.map(kurus).reduce((sum, part) => sum + part, 0)).toBe(1_000_000);
    await expect(cells(table.locator('tfoot').getByRole('row'))).resolves.toEqual([
      'Toplam (3 daire)',
      '₺10.000,00',
    ]);
    const skipped = preview.getByRole('table', { name: 'Atlanan daireler' });
    await expect(cells(skipped.locator('tbody').getByRole('row'))).resolves.toEqual([
      'Arsa Blok',
      '4',
      'Dairenin arsa payı girilmemiş.',
    ]);

    await preview.getByRole('button', { name: 'Kaydet' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '3 daireye toplam ₺10.000,00 borç yazıldı. 1 daire atlandı.' })
      .waitFor();

    // The batch in the batches list, with its rule, count and the whole total.
    await page.goto('/multi-debts');
    const batch = page.getByRole('row', { name: /Çatı onarımı 2025/ });
    await expect
      .poll(() => cells(batch))
      .toEqual(
        expect.arrayContaining([
          'Aidat',
          'Arsa payına göre',
          'Çatı onarımı 2025',
          '3',
          '₺10.000,00',
          '₺0,00',
        ]),
      );
    // Its own page lists the three debts as they were previewed.
    await batch.getByRole('cell', { name: 'Çatı onarımı 2025', exact: true }).click();
    const debts = page
      .getByRole('table', { name: 'Toplu borcun borçları' })
      .locator('tbody')
      .getByRole('row');
    await expect.poll(() => debts.count()).toBe(3);
    const saved = await debts.locator('td:nth-child(5)').allTextContents();
    expect(saved).toEqual(['₺3.333,34', '₺3.333,33', '₺3.333,33']);
    expect(saved.map(kurus).reduce((sum, part) => sum + part, 0)).toBe(1_000_000);
  });

  it('collects a part of the oldest debt first, then more than is owed: the surplus is the advance', async () => {
    const building = await createBuildingThroughApi(token, 'Tahsilat Blok', 2);
    const { apartmentId, residentId } = await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier: '7' },
      { name: 'Deniz', surname: 'Arslan' },
    );
    // Written newest first, so the order on the screen is by due date, not by entry.
    for (const [dueDate, description] of [
      ['01.02.2025', 'Şubat 2025 aidatı'],
      ['01.01.2025', 'Ocak 2025 aidatı'],
    ] as const) {
      await debtThroughApi(token, {
        apartmentId,
        incomeTypeId: money.incomeTypeId,
        amount: '500',
        dueDate,
        description,
      });
    }

    await page.goto('/collections');
    await page.getByRole('combobox', { name: 'Sakin veya daire' }).fill('deniz arslan');
    await page.getByRole('option', { name: 'Deniz Arslan' }).click();
    await page.getByText('Açık borç: ₺1.000,00 (2 kalem)').waitFor();
    const open = page.getByRole('table', { name: 'Açık borçlar' }).locator('tbody').getByRole('row');
    await expect.poll(() => open.count()).toBe(2);
    await expect(cells(open.nth(0))).resolves.toEqual(
      expect.arrayContaining(['01.01.2025', 'Ocak 2025 aidatı', '₺500,00']),
    );
    await expect(cells(open.nth(1))).resolves.toEqual(
      expect.arrayContaining(['01.02.2025', 'Şubat 2025 aidatı', '₺500,00']),
    );

    // 700: January is closed, 200 goes to February.
    const payment = page.getByRole('form', { name: 'Ödeme' });
    const spread = page.getByRole('region', { name: 'Nasıl dağıtılacak' });
    await payment.getByRole('textbox', { name: 'Alınan tutar' }).fill('700');
    await spread.getByText('₺700,00 2 borca dağıtılır:').waitFor();
    const allocations = spread
      .getByRole('table', { name: 'Nasıl dağıtılacak' })
      .locator('tbody')
      .getByRole('row');
    await expect(cells(allocations.nth(0))).resolves.toEqual([
      '01.01.2025',
      'Ocak 2025 aidatı',
      '₺500,00',
      '₺500,00',
      'Kapanır',
    ]);
    await expect(cells(allocations.nth(1))).resolves.toEqual([
      '01.02.2025',
      'Şubat 2025 aidatı',
      '₺500,00',
      '₺200,00',
      '₺300,00',
    ]);
    await expect(spread.getByText('avans olarak kaydedilecek').count()).resolves.toBe(0);
    await payment.getByRole('button', { name: 'Tahsil et' }).click();
    await page.getByText('Açık borç: ₺300,00 (1 kalem)').waitFor();
    await expect.poll(() => open.count()).toBe(1);
    await expect(cells(open.nth(0))).resolves.toEqual(
      expect.arrayContaining(['Şubat 2025 aidatı', '₺500,00', '₺200,00', '₺300,00']),
    );
    await page.getByText('Avans bakiyesi: ₺0,00').waitFor();

    // 450: February's 300 is paid and 150 is more than is owed.
    await payment.getByRole('textbox', { name: 'Alınan tutar' }).fill('450,00');
    await spread.getByText('₺300,00 1 borcu öder:').waitFor();
    await spread.getByText('₺150,00 avans olarak kaydedilecek').waitFor();
    await payment.getByRole('button', { name: 'Tahsil et' }).click();
    await page.getByText('Açık borç: ₺0,00 (0 kalem)').waitFor();
    await page.getByText('Avans bakiyesi: ₺150,00').waitFor();

    // The resident's own page shows the same advance, and the movement that made it.
    await page.goto(`/residents/${residentId}/show`);
    await page.getByRole('heading', { name: 'Deniz Arslan', level: 1 }).waitFor();
    await page.getByText('Avans bakiyesi: ₺150,00').waitFor();
    const movements = page
      .getByRole('table', { name: 'Avans hareketleri' })
      .locator('tbody')
      .getByRole('row');
    await expect.poll(() => movements.count()).toBe(1);
    await expect(cells(movements.nth(0))).resolves.toEqual(
      expect.arrayContaining(['Fazla ödeme', 'Merkez Kasa', '+₺150,00']),
    );
  });

  it('deletes a batch with its collections turned into the payers’ advances', async () => {
    const building = await createBuildingThroughApi(token, 'Asansör Blok', 2);
    const ece = await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier: '1' },
      { name: 'Ece', surname: 'Koç' },
    );
    const mert = await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier: '2' },
      { name: 'Mert', surname: 'Öztürk' },
    );
    await apiAs(token, 'POST', '/debt/amount', {
      building_ids: [building],
      amount: '1000',
      accounting_type_id: money.incomeTypeId,
      description: 'Asansör bakımı Mart 2025',
    });
    for (const [payer, amount] of [
      [ece, '400'],
      [mert, '250,50'],
    ] as const) {
      await collectionThroughApi(token, { residentId: payer.residentId, amount, ...money });
    }

    await page.goto('/multi-debts');
    const batch = page.getByRole('row', { name: /Asansör bakımı Mart 2025/ });
    await expect
      .poll(() => cells(batch))
      .toEqual(expect.arrayContaining(['Asansör bakımı Mart 2025', '2', '₺2.000,00', '₺650,50']));
    await batch.getByRole('button', { name: 'Sil: Asansör bakımı Mart 2025' }).click();
    const dialog = page.getByRole('dialog', { name: 'Toplu borcu sil: Asansör bakımı Mart 2025' });
    await dialog.getByText('Bu borçlara ₺650,50 tahsilat yapılmış.', { exact: false }).waitFor();
    await dialog.getByRole('radio', { name: /Tahsilatları avansa aktar/ }).check();
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await dialog.waitFor({ state: 'detached' });
    await batch.waitFor({ state: 'detached' });

    // Each payer's advance is exactly what they had paid.
    await page.goto('/balance');
    const balances = page.getByRole('table', { name: 'Avans bakiyeleri' });
    for (const [name, amount] of [
      ['Ece Koç', '₺400,00'],
      ['Mert Öztürk', '₺250,50'],
    ] as const) {
      await expect
        .poll(() => cells(balances.getByRole('row', { name: new RegExp(`^${name}`) })))
        .toEqual(expect.arrayContaining([name, amount]));
    }
    await page.getByRole('button', { name: 'Hareketler: Mert Öztürk' }).click();
    await page.getByRole('dialog').getByText('Avans bakiyesi: ₺250,50').waitFor();
  });

  it('opens a collection’s receipt as a PDF from the receipts list', async () => {
    const building = await createBuildingThroughApi(token, 'Makbuz Blok', 1);
    const { apartmentId, residentId } = await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier: '3' },
      { name: 'Selim', surname: 'Yurt' },
    );
    await debtThroughApi(token, {
      apartmentId,
      incomeTypeId: money.incomeTypeId,
      amount: '750',
      dueDate: '01.03.2025',
      description: 'Mart 2025 aidatı',
    });
    const receipt = await collectionThroughApi(token, { residentId, amount: '750', ...money });

    await page.goto('/receipts');
    const row = page.getByRole('row', { name: new RegExp(`^${receipt.receipt_number} `) });
    await expect
      .poll(() => cells(row))
      .toEqual(
        expect.arrayContaining([
          String(receipt.receipt_number),
          'Selim Yurt',
          'Merkez Kasa',
          '₺750,00',
          '₺0,00',
        ]),
      );

    const [popup, file] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((response) =>
        response.url().endsWith(`/api/user/receipt/file/${receipt.receipt_id}`),
      ),
      row.getByRole('button', { name: `${receipt.receipt_number} numaralı makbuzu aç` }).click(),
    ]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The new tab shows that file in Chromium's PDF viewer (which opens only for a PDF), titled as the receipt.
    await expect
      .poll(() => popup.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
      .toBe(true);
    const viewer = popup.frames().find((frame) => frame.url().startsWith('chrome-extension://'))!;
    await viewer.getByText(`Tahsilat Makbuzu ${receipt.receipt_number}`, { exact: true }).waitFor();
    expect(new URL(popup.url()).protocol).toBe('blob:');
    await popup.close();
  });
  it('imports debts from an .xlsx file as one batch, and the same file again adds nothing', async () => {
    // What tests/fixtures/debts-ok.xlsx names: two blocks, their flats with owners (Deniz 1 also has a tenant,
    // Orman 1B only a tenant) and the types Aidat and Yakıt (both starter types of a new account).
    const deniz = await createBuildingThroughApi(token, 'Deniz Blok', 3);
    const orman = await createBuildingThroughApi(token, 'Orman Blok', 3);
    const flats: [number, string, string][] = [
      [deniz, '1', 'Ufuk'],
      [deniz, '2', 'Sena'],
      [deniz, '3', 'Oya'],
      [orman, '1A', 'Can'],
      [orman, '2', 'Eda'],
    ];
    let denizOne = 0;
    for (const [buildingId, identifier, name] of flats) {
      const flat = await ownedApartmentThroughApi(
        token,
        { buildingId, identifier },
        { name, surname: 'Deniz' },
      );
      if (buildingId === deniz && identifier === '1') denizOne = flat.apartmentId;
    }
    const tenantOnly = await apiAs(token, 'POST', '/apartment', { building_id: orman, identifier: '1B' });
    for (const apartmentId of [denizOne, tenantOnly.id]) {
      const tenant = await apiAs(token, 'POST', '/resident', {
        name: 'Kiracı',
        surname: `Daire ${apartmentId}`,
      });
      await apiAs(token, 'POST', '/resident/apartment', {
        apartment_id: apartmentId,
        resident_id: tenant.id,
        type: 2,
      });
    }

    const importFile = async () => {
      await page.goto('/debts');
      await page.getByRole('link', { name: 'Excel’den aktar' }).click();
      await page.getByRole('heading', { name: 'Borçları Excel’den içe aktar', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'İleri' }).click();
      await page.getByLabel('Excel dosyası (.xlsx, .xls)').setInputFiles(fixture('debts-ok.xlsx'));
      await page.getByText('debts-ok.xlsx dosyasından 7 satır okundu (sayfa: Sayfa1).').waitFor();
      await page.getByRole('button', { name: 'İçe aktar' }).click();
      await page.getByText('İçe aktarma tamamlandı').waitFor();
    };

    await importFile();
    await page.getByText('7 borç içe aktarıldı (toplam ₺5.301,25).', { exact: false }).waitFor();
    // "Borçları gör" opens the new batch; the batches list shows it with its count and total.
    await page.getByRole('link', { name: 'Borçları gör' }).click();
    await page.waitForURL(/\/multi-debts\/\d+\/show$/);
    // The batch's long name shows whole in the app bar, not cut half-way by a spacer.
    const title = page.locator('#react-admin-title');
    await title.getByText("Excel'den içe aktarılan borçlar (7 satır)", { exact: false }).waitFor();
    expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await page.goto('/multi-debts');
    const batch = page.getByRole('row', { name: /Excel'den içe aktarılan borçlar \(7 satır\)/ });
    await expect.poll(() => cells(batch)).toEqual(expect.arrayContaining(['7', '₺5.301,25']));

    await importFile();
    await page.getByText('tarihinde içe aktarılmıştı. Yeni kayıt eklenmedi.', { exact: false }).waitFor();
    await page.goto('/multi-debts');
    await batch.waitFor();
    await expect(page.getByRole('row', { name: /Excel'den içe aktarılan borçlar/ }).count()).resolves.toBe(1);
  });
});
