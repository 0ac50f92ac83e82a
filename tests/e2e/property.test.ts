import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createBuildingThroughApi,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  newPage,
  registerThroughApi,
  setApartmentLimitInDatabase,
} from './browser';

/** A new account of its own, so the demo data does not change what the lists show. */
const MANAGER = {
  phone: '5320000061',
  password: 'yonetici2024',
  assoc_name: 'Çınaraltı Sitesi',
  name: 'Selin',
  surname: 'Aydın',
};
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

let browser: Browser;
let page: Page;
let token: string;
/** "Kestane Blok", made through the API for the flows that start on an apartment's page. */
let kestaneBlok: number;

/** A flat of Kestane Blok made through the API; resolves to its id. */
async function apartmentThroughApi(identifier: string): Promise<number> {
  const apartment = await apiAs(token, 'POST', '/apartment', { building_id: kestaneBlok, identifier });
  return apartment.id;
}

/** Opens the apartment list and reads its total from "1-10 / 203". */
async function apartmentTotal(): Promise<number> {
  await page.goto('/apartments');
  const range = page.getByText(/^\d+-\d+ \/ \d+$/);
  await range.waitFor();
  return Number((await range.textContent())?.split(' / ')[1]);
}

beforeAll(async () => {
  token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  // The 200-flat file needs more room than a new account's 50 apartments.
  await setApartmentLimitInDatabase(MANAGER.phone, 500);
  kestaneBlok = await createBuildingThroughApi(token, 'Kestane Blok', 20);
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, '532 000 00 61', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('apartments and residents in the browser (a new account)', () => {
  it('creates a building and three apartments, one with a decimal comma area, and lists them', async () => {
    await page.getByRole('menuitem', { name: 'Binalar' }).click();
    await page.waitForURL((url) => url.pathname === '/buildings');
    await page.getByRole('link', { name: 'Yeni' }).click();
    await page.getByRole('textbox', { name: 'Bina adı' }).fill('Akasya Blok');
    await page.getByRole('spinbutton', { name: 'Daire sınırı' }).fill('3');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bina eklendi.').waitFor();
    await page.getByRole('cell', { name: 'Akasya Blok' }).waitFor();

    for (const [identifier, area] of [
      ['1', '85,5'],
      ['2', '110'],
      ['3', '72,25'],
    ] as const) {
      await page.getByRole('menuitem', { name: 'Daireler' }).click();
      // The apartment list, with its Excel import next to Yeni even while the account has no apartments.
      await page.getByRole('link', { name: 'Excel’den aktar' }).waitFor();
      // The page draws a moment after the URL changes: click this list's own Yeni, then wait for the form (the
      // list's filter is also called Blok).
      await page.locator('a[href$="/apartments/create"]').click();
      await page.getByRole('button', { name: 'Kaydet' }).waitFor();
      // The block list opens with the account's buildings; typing narrows it.
      await page.getByRole('combobox', { name: 'Blok' }).click();
      await page.getByRole('option', { name: 'Kestane Blok' }).waitFor();
      await page.getByRole('combobox', { name: 'Blok' }).fill('akasya');
      // The server's narrowed list replaces the options: click only once it has arrived.
      await page.getByRole('option', { name: 'Kestane Blok' }).waitFor({ state: 'detached' });
      await page.getByRole('option', { name: 'Akasya Blok' }).click();
      await page.getByRole('textbox', { name: 'Daire No' }).fill(identifier);
      await page.getByRole('textbox', { name: 'm²' }).fill(area);
      await page.getByRole('textbox', { name: 'Arsa payı' }).fill('12,5');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      // Saved, and the new flat's own page opens; its area reads with a decimal comma.
      await page.getByRole('heading', { name: `Akasya Blok, daire ${identifier}` }).waitFor();
      await page.getByText(`${area} m²`).waitFor();
    }

    await page.getByRole('link', { name: 'Liste' }).click();
    await expect.poll(() => page.getByRole('row', { name: /^Akasya Blok/ }).count()).toBe(3);
    const first = page.getByRole('row', { name: /^Akasya Blok 1 / });
    await expect(first.getByRole('cell').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Akasya Blok', '1', '85,5', '12,5']),
    );
    await page.getByRole('cell', { name: '72,25' }).waitFor();
  });

  it('adds an owner and a tenant, entered first on the Sakinler pages, to an apartment', async () => {
    await apartmentThroughApi('4');
    for (const [name, surname, phone] of [
      ['Ayşe', 'Yılmaz', '532 000 00 62'],
      ['Mehmet', 'Kara', '532 000 00 63'],
    ] as const) {
      await page.getByRole('menuitem', { name: 'Sakinler' }).click();
      await page.waitForURL((url) => url.pathname === '/residents');
      // The page draws a moment after the URL changes: click this list's own Yeni, then wait for the form (the
      // list's filters have a Telefon box too).
      await page.locator('a[href$="/residents/create"]').click();
      await page.getByRole('button', { name: 'Kaydet' }).waitFor();
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Soyad' }).fill(surname);
      await page.getByRole('textbox', { name: 'Telefon' }).fill(phone);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByRole('heading', { name: `${name} ${surname}`, level: 1 }).waitFor();
    }

    await page.getByRole('menuitem', { name: 'Daireler' }).click();
    await page.getByRole('row', { name: /^Kestane Blok 4 / }).click();
    await page.getByRole('heading', { name: 'Kestane Blok, daire 4' }).waitFor();
    await page.getByRole('tab', { name: 'Ev sahipleri ve kiracılar' }).click();
    const occupants = page.getByRole('tabpanel');

    // Ayşe Yılmaz as the owner (the role the form starts with), found by typing her name without "ş".
    await occupants.getByRole('combobox', { name: 'Sakin' }).fill('ayse');
    await page.getByRole('option', { name: /Ayşe Yılmaz/ }).click();
    await occupants.getByRole('button', { name: 'Ekle', exact: true }).click();
    await page.getByText('Ev sahibi daireye eklendi.').waitFor();
    // Mehmet Kara as the tenant.
    await occupants.getByRole('combobox', { name: 'Sakin' }).fill('mehmet');
    await page.getByRole('option', { name: /Mehmet Kara/ }).click();
    await occupants.getByRole('radio', { name: 'Kiracı' }).check();
    await occupants.getByRole('button', { name: 'Ekle', exact: true }).click();
    await page.getByText('Kiracı daireye eklendi.').waitFor();

    const table = occupants.getByRole('table', { name: 'Ev sahipleri ve kiracılar' });
    await expect(table.getByRole('row', { name: /Ayşe Yılmaz/ }).textContent()).resolves.toMatch(
      /532 000 00 62Ev sahibi/,
    );
    await expect(table.getByRole('row', { name: /Mehmet Kara/ }).textContent()).resolves.toMatch(
      /532 000 00 63Kiracı/,
    );
    // The list's owner and tenant columns say the same.
    await page.getByRole('link', { name: 'Liste' }).click();
    const row = page.getByRole('row', { name: /^Kestane Blok 4 / });
    await expect.poll(() => row.textContent()).toMatch(/Ayşe Yılmaz.*Mehmet Kara/);
  });

  it('splits a flat between two co-owners 60/40, refusing shares that do not add up to 100', async () => {
    const id = await apartmentThroughApi('5');
    await page.goto(`/apartments/${id}/show`);
    await page.getByRole('tab', { name: 'Hissedarlar' }).click();
    for (const [name, surname] of [
      ['Zeynep', 'Çelik'],
      ['Hüseyin', 'Çelik'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Soyad' }).fill(surname);
      await page.getByRole('button', { name: 'Ekle', exact: true }).click();
      await page.getByRole('textbox', { name: `${name} ${surname} hissesi (%)` }).waitFor();
    }

    const zeynep = page.getByRole('textbox', { name: 'Zeynep Çelik hissesi (%)' });
    const huseyin = page.getByRole('textbox', { name: 'Hüseyin Çelik hissesi (%)' });
    const save = page.getByRole('button', { name: 'Hisseleri kaydet' });
    const total = page.getByRole('status').filter({ hasText: 'Toplam' });

    // 60 + 30: the total says what is missing and the shares cannot be saved.
    await zeynep.fill('60');
    await huseyin.fill('30');
    await expect.poll(() => total.textContent()).toBe('Toplam: %90 · %10 eksik');
    await expect(save.isDisabled()).resolves.toBe(true);

    // 60 + 40 is saved.
    await huseyin.fill('40');
    await expect.poll(() => total.textContent()).toBe('Toplam: %100');
    await save.click();
    await page.getByText('Hisseler kaydedildi.').waitFor();

    // Opened again, the flat keeps 60 and 40.
    await page.reload();
    await page.getByRole('tab', { name: 'Hissedarlar' }).click();
    await expect.poll(() => zeynep.inputValue()).toBe('60');
    await expect(huseyin.inputValue()).resolves.toBe('40');
    await expect(total.textContent()).resolves.toBe('Toplam: %100');
  });

  it('adds a relative with a valid T.C. kimlik no and refuses an invalid one', async () => {
    await page.getByRole('menuitem', { name: 'Sakinler' }).click();
    await page.waitForURL((url) => url.pathname === '/residents');
    await page.locator('a[href$="/residents/create"]').click();
    await page.getByRole('button', { name: 'Kaydet' }).waitFor();
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Fatma');
    await page.getByRole('textbox', { name: 'Soyad' }).fill('Şahin');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('heading', { name: 'Fatma Şahin', level: 1 }).waitFor();
    await page.getByText('Kayıtlı yakını yok.').waitFor();

    await page.getByRole('button', { name: 'Yakın ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yakın ekle' });
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Can');
    await dialog.getByRole('textbox', { name: 'Soyad' }).fill('Şahin');
    await dialog.getByRole('textbox', { name: 'Yakınlık' }).fill('Oğlu');
    await dialog.getByRole('textbox', { name: 'T.C. kimlik no' }).fill('12345678901');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Geçerli bir T.C. kimlik numarası giriniz').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByRole('textbox', { name: 'T.C. kimlik no' }).fill('10000000146');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'detached' });
    const relative = page.getByRole('table', { name: 'Yakınları' }).getByRole('row', { name: /Can Şahin/ });
    await expect
      .poll(() => relative.getByRole('cell').allTextContents())
      .toEqual(expect.arrayContaining(['Can Şahin', '10000000146', 'Oğlu', 'Evet']));
  });

  it('imports 200 apartments from an .xlsx file and lists them', async () => {
    const before = await apartmentTotal();
    await page.getByRole('link', { name: 'Excel’den aktar' }).click();
    await page.getByRole('heading', { name: 'Daireleri Excel’den içe aktar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'İleri' }).click();
    await page.getByLabel('Excel dosyası (.xlsx, .xls)').setInputFiles(fixture('apartments-200.xlsx'));
    await page.getByText('apartments-200.xlsx dosyasından 200 satır okundu (sayfa: Sayfa1).').waitFor();
    await page.getByRole('button', { name: 'İçe aktar' }).click();
    await page.getByText('İçe aktarma tamamlandı').waitFor();
    await page.getByText('200 daire içe aktarıldı. 2 yeni blok oluşturuldu.').waitFor();

    await page.getByRole('link', { name: 'Daire listesine git' }).click();
    await page.getByText(`1-10 / ${before + 200}`).waitFor();
    await page.getByRole('textbox', { name: 'Ara' }).fill('menekşe');
    await page.getByText('1-10 / 100').waitFor();
    await page.getByRole('row', { name: /^Menekşe Blok 1 / }).waitFor();
  });

  it('lists the problem row of a file with one bad row and imports nothing', async () => {
    const before = await apartmentTotal();
    await page.getByRole('link', { name: 'Excel’den aktar' }).click();
    await page.getByRole('button', { name: 'İleri' }).click();
    await page
      .getByLabel('Excel dosyası (.xlsx, .xls)')
      .setInputFiles(fixture('apartments-10-good-1-bad.xlsx'));
    await page.getByText('11 satır okundu', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'İçe aktar' }).click();

    await page.getByRole('alert').filter({ hasText: 'Hiçbir kayıt eklenmedi.' }).waitFor();
    const problems = page.getByRole('table', { name: 'Sorunlu satırlar' });
    // The header and one row: spreadsheet row 7, the area column, and why.
    await expect(problems.getByRole('row').count()).resolves.toBe(2);
    await expect(problems.getByRole('row').nth(1).getByRole('cell').allTextContents()).resolves.toEqual([
      '7',
      'Brüt m²',
      'Bir sayı giriniz.',
    ]);
    await expect(apartmentTotal()).resolves.toBe(before);
    // Not even the ten good rows' block was made.
    await page.getByRole('textbox', { name: 'Ara' }).fill('gül');
    await page.getByText('Daireler: bu filtrelere uyan kayıt bulunamadı.').waitFor();
  });
});
