import ExcelJS from 'exceljs';
import type { Request } from '../row';
import type { Scene } from '../scene';

/**
 * An Excel import as a client of the specification sends it: the .xlsx file itself (built here with exceljs,
 * header row first, as the templates have it) in the multipart field `file`.
 */
export async function excelForm(name: string, rows: (string | number)[][]): Promise<Request> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sayfa1').addRows(rows);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return { form: { fields: {}, file: { field: 'file', name, bytes, type } } };
}

/** The block the flats' import makes; the residents' and debts' imports write into its flat 101. */
export const IMPORTED_BLOCK = 'İthal Blok';

/** The server reads the file in a worker, whose first start from the sources is slow on a busy machine. */
export const EXCEL_TIMEOUT = 120_000;

/** The scene's income type by its name as it is now (an earlier row renames it), as a sheet names it. */
export async function incomeTypeName(s: Scene): Promise<string> {
  const answer = await s.ctx.app.inject({
    method: 'GET',
    url: '/api/accounting/types?type=1&is_print=true',
    headers: s.owner.headers,
  });
  const types = answer.json().Records as { id: number; name: string }[];
  const type = types.find((t) => t.id === s.ids.incomeType);
  if (!type) throw new Error('the scene’s income type is not listed');
  return type.name;
}
