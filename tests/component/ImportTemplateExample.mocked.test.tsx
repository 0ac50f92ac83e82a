import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { http } from '../../src/dataProvider/http';
import { templateRows } from '../../src/imports/importKinds';
import { parseWorkbook } from '../../src/imports/parseWorkbook';
import { readImportFile } from '../../src/imports/readImportFile';
import { ImportPage } from '../../src/pages/import/ImportPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

// jsdom has no Web Worker: the worker's part is done here by the same parseWorkbook, on a real .xlsx.
vi.mock('../../src/imports/readImportFile', () => ({ readImportFile: vi.fn() }));

/** The residents template as the page writes it (SheetJS, as downloadXlsx does), bytes of a real .xlsx. */
function residentsTemplate(extraRows: unknown[][] = []): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([...templateRows('residents'), ...extraRows]),
    'Sayfa1',
  );
  return XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.mocked(readImportFile).mockReset();
});

async function uploadTemplate(bytes: ArrayBuffer) {
  vi.mocked(readImportFile).mockImplementation(async (_file, kind) => ({
    fileKey: 'cd'.repeat(32),
    result: parseWorkbook(bytes, kind),
  }));
  const user = userEvent.setup({ delay: null });
  renderPage(<ImportPage />, { route: '/import/residents', path: '/import/:kind' });
  await screen.findByRole('heading', { name: 'Sakinleri Excel’den içe aktar' });
  await user.click(screen.getByRole('button', { name: 'İleri' }));
  fireEvent.change(screen.getByLabelText('Excel dosyası (.xlsx, .xls)'), {
    target: { files: [new File(['x'], 'sakin-sablonu.xlsx')] },
  });
  return user;
}

describe('the template’s example row', () => {
  it('is skipped when the template is uploaded unchanged, the preview says so and nothing can be sent', async () => {
    const api = fakeApi({});
    http.defaults.adapter = api.adapter;
    await uploadTemplate(residentsTemplate());
    expect(
      await screen.findByText(
        'Örnek satır atlandı: 2. satır şablondaki örnektir, içe aktarılmaz. Kendi satırlarınızı altına yazınız.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dosyada içe aktarılacak satır yok.');
    expect(screen.queryByText('Ayşe')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İçe aktar' })).toBeDisabled();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });

  it('is left out of what is sent when the manager wrote their own rows under it', async () => {
    const api = fakeApi({
      'POST /apartment/multi/resident': {
        body: {
          description: '1 sakin kaydı içe aktarıldı (1 yeni kişi).',
          data: { problems: [], created: 1, skipped: 0 },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    const user = await uploadTemplate(
      residentsTemplate([['B Blok', '4', 'Kemal', 'Arslan', '533 222 11 00', 'Kiracı', null, null]]),
    );
    expect(await screen.findByText(/^Örnek satır atlandı: 2\. satır/)).toBeInTheDocument();
    expect(screen.getByText('Kemal')).toBeInTheDocument();
    expect(screen.queryByText('Ayşe')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const sent = api.calls[0]!.body as { rows: { row: number; name: string }[] };
    expect(sent.rows.map((row) => [row.row, row.name])).toEqual([[3, 'Kemal']]);
  });
});
