import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import type { ImportRow, ParseResult } from '../../src/imports/importKinds';
import { readImportFile } from '../../src/imports/readImportFile';
import { ImportPage } from '../../src/pages/import/ImportPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

// jsdom has no Web Worker: the file reading (hash + worker) is replaced; tests/unit/parseWorkbook.test.ts covers the
// parsing itself and the e2e test the worker.
vi.mock('../../src/imports/readImportFile', () => ({ readImportFile: vi.fn() }));

const FILE_KEY = 'ab'.repeat(32);
const elevenRows = Array.from({ length: 11 }, (_, index) => ({
  row: index + 2,
  building: 'Gül Blok',
  identifier: String(index + 1),
  area: index === 5 ? 'yüz' : 90 + index,
  land: 10,
  group: null,
}));

function readsAs(result: ParseResult) {
  vi.mocked(readImportFile).mockImplementation(async (_file, _kind, onProgress) => {
    onProgress(60);
    return { fileKey: FILE_KEY, result };
  });
}

/** A file read without problems into these rows. */
const readsRows = (rows: ImportRow[]) =>
  readsAs({ ok: true, sheetName: 'Sayfa1', rows, problems: [], message: null, skippedExamples: [] });

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.mocked(readImportFile).mockReset();
});

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { name: 'Daireleri Excel’den içe aktar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Şablonu indir' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'İleri' }));
  expect(screen.getByRole('heading', { name: 'Dosya seç' })).toHaveFocus();
  const input = screen.getByLabelText('Excel dosyası (.xlsx, .xls)');
  fireEvent.change(input, { target: { files: [new File(['x'], 'gul-blok.xlsx')] } });
}

describe('ImportPage', () => {
  it('lists every problem row the server found and says nothing was imported', async () => {
    const user = userEvent.setup({ delay: null });
    readsRows(elevenRows);
    const api = fakeApi({
      'POST /apartment/multi': {
        status: 400,
        body: {
          description: 'Dosyada hatalı satırlar var. Hiçbir kayıt eklenmedi.',
          data: {
            problems: [
              { row: 7, column: 'Brüt m²', reason: 'Geçerli bir sayı giriniz.' },
              { row: 9, column: 'Daire No', reason: 'Bu daire dosyada 3. satırda da var.' },
            ],
            created: 0,
            skipped: 0,
          },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<ImportPage />, { route: '/import/apartments', path: '/import/:kind' });

    await chooseFile(user);
    expect(
      await screen.findByText('gul-blok.xlsx dosyasından 11 satır okundu (sayfa: Sayfa1).'),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Dosyadaki satırlar' });
    expect(within(preview).getAllByRole('row')).toHaveLength(12);
    expect(within(preview).getByText('yüz')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hiçbir kayıt eklenmedi.');
    expect(alert).toHaveTextContent('2 sorun bulundu.');
    expect(screen.queryByText('İçe aktarma tamamlandı')).not.toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Sorunlu satırlar' });
    const rows = within(problems).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual(
      [
        ['Satır', 'Sütun', 'Sebep'],
        ['7', 'Brüt m²', 'Geçerli bir sayı giriniz.'],
        ['9', 'Daire No', 'Bu daire dosyada 3. satırda da var.'],
      ],
    );
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ file_key: FILE_KEY, rows: elevenRows });
    expect(screen.queryByRole('link', { name: 'Daire listesine git' })).not.toBeInTheDocument();
  });

  it('shows the server’s description and a link to the list when the file is imported', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = elevenRows.filter((row) => row.row !== 7);
    readsRows(rows);
    const api = fakeApi({
      'POST /apartment/multi': {
        body: {
          description: '10 daire içe aktarıldı. 1 yeni blok oluşturuldu.',
          data: { problems: [], created: 10, skipped: 0 },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<ImportPage />, {
      route: '/import/apartments',
      path: '/import/:kind',
      routes: { '/apartments': <p>Daire listesi</p> },
    });

    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'İçe aktar' }));
    expect(await screen.findByText('10 daire içe aktarıldı. 1 yeni blok oluşturuldu.')).toBeInTheDocument();
    expect(screen.getByText('İçe aktarma tamamlandı')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Daire listesine git' }));
    expect(await screen.findByText('Daire listesi')).toBeInTheDocument();
  });

  it('imports debts: the template’s columns, the rows posted to /debt/import, a link to the new batch', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [
      {
        row: 2,
        building: 'A Blok',
        identifier: '3',
        amount: 850,
        accounting_type: 'Aidat',
        due_date: '05.01.2025',
        description: null,
        responsible: 'Kiracı',
      },
    ];
    readsRows(rows);
    const api = fakeApi({
      'POST /debt/import': {
        body: {
          description: '1 borç içe aktarıldı (toplam ₺850,00).',
          data: { problems: [], created: 1, skipped: 0, multi_debt_id: 12, total: 850, paid_from_advance: 0 },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<ImportPage />, {
      route: '/import/debts',
      path: '/import/:kind',
      routes: { '/multi-debts/12/show': <p>Toplu borç 12</p> },
    });
    expect(await screen.findByRole('heading', { name: 'Borçları Excel’den içe aktar' })).toBeInTheDocument();
    const columns = screen.getByRole('table', { name: 'Şablonun sütunları' });
    expect(within(columns).getByText('Son Ödeme Tarihi')).toBeInTheDocument();
    expect(within(columns).getByText('Sorumlu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İleri' }));
    fireEvent.change(screen.getByLabelText('Excel dosyası (.xlsx, .xls)'), {
      target: { files: [new File(['x'], 'borclar.xlsx')] },
    });
    const preview = await screen.findByRole('table', { name: 'Dosyadaki satırlar' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('A Blok3850Aidat05.01.2025Kiracı');
    await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
    expect(await screen.findByText('1 borç içe aktarıldı (toplam ₺850,00).')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ url: '/debt/import', body: { file_key: FILE_KEY, rows } });
    await user.click(screen.getByRole('link', { name: 'Borçları gör' }));
    expect(await screen.findByText('Toplu borç 12')).toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet, and sends nothing while columns are missing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({});
    http.defaults.adapter = api.adapter;
    readsAs({ ok: false, error: 'not_spreadsheet' });
    renderPage(<ImportPage />, { route: '/import/apartments', path: '/import/:kind' });

    await chooseFile(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu dosya bir Excel dosyası değil. Lütfen .xlsx veya .xls uzantılı bir dosya seçiniz.',
    );

    readsAs({
      ok: true,
      sheetName: 'Sayfa1',
      rows: [{ row: 2, building: 'A Blok', identifier: '', area: null, land: null, group: null }],
      problems: [{ row: 1, column: 'Daire No', reason: 'Bu sütun dosyada yok.' }],
      message: 'Dosyada şu sütunlar eksik: Daire No. İlk satır sütun başlıklarını içermelidir.',
      skippedExamples: [],
    });
    fireEvent.change(screen.getByLabelText('Excel dosyası (.xlsx, .xls)'), {
      target: { files: [new File(['x'], 'eksik.xlsx')] },
    });
    expect(await screen.findByText(/Dosyada şu sütunlar eksik: Daire No/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Sorunlu satırlar' })).getByText('Bu sütun dosyada yok.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İçe aktar' })).toBeDisabled();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });

  it('turns the server’s field errors into rows of the file', async () => {
    const user = userEvent.setup({ delay: null });
    readsRows(elevenRows);
    http.defaults.adapter = fakeApi({
      'POST /apartment/multi': {
        status: 400,
        body: {
          description: 'Lütfen işaretli alanları düzeltiniz.',
          errors: { 'rows.3.building': 'En fazla 500 karakter olabilir.' },
        },
      },
    }).adapter;
    renderPage(<ImportPage />, { route: '/import/apartments', path: '/import/:kind' });
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'İçe aktar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen işaretli alanları düzeltiniz.');
    const problems = screen.getByRole('table', { name: 'Sorunlu satırlar' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent('5BlokEn fazla 500 karakter olabilir.');
  });

  it('says so for an import that does not exist', async () => {
    renderPage(<ImportPage />, { route: '/import/odemeler', path: '/import/:kind' });
    expect(
      await screen.findByText('Böyle bir içe aktarma yok. Daireler, sakinler veya borçlar seçiniz.'),
    ).toBeInTheDocument();
  });
});
