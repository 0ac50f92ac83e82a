import type { TranslateFunction as Translate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { AppDataProvider } from '../../dataProvider';
import type { ReportFilters, ReportName, ReportRow } from '../../dataProvider/custom/reports';
import { type Cell, downloadXlsx, toCell } from '../../lib/excelExport';
import type { ReportColumn, ReportDefinition } from './reportDefinitions';

/** A cell's value as data: TL stay numbers (Excel sums them), a movement kind reads in Turkish. */
export function cellValue(
  column: ReportColumn,
  row: ReportRow,
  translate: Translate,
): string | number | null {
  if (column.value) return column.value(row);
  const value = row[column.source] ?? null;
  if (column.kind === 'kind' && typeof value === 'string') return translate(`app.reports.kinds.${value}`);
  if (column.source === 'account' && row.level === 'group')
    return translate('app.reports.group_total', { name: value });
  if (column.source === 'account' && row.parent_id) return `↳ ${value}`;
  return value;
}

/** A cell as the table shows it: TL formatted, the rest as text. */
export function cellText(column: ReportColumn, row: ReportRow, translate: Translate): string {
  const value = cellValue(column, row, translate);
  if (value === null || (column.kind === 'side' && Number(value) === 0)) return '';
  return column.kind === 'money' || column.kind === 'side' ? formatMoney(Number(value)) : String(value);
}

/** The sheet of a report: Turkish headers, every row, then its totals under a blank line. Pure. */
export function reportSheet(
  definition: ReportDefinition,
  rows: ReportRow[],
  totals: Record<string, number | string> | undefined,
  translate: Translate,
): Cell[][] {
  return [
    definition.columns.map((column) => translate(`app.reports.columns.${column.source}`)),
    ...rows.map((row) => definition.columns.map((column) => toCell(cellValue(column, row, translate)))),
    [],
    ...definition.totals.map((key) => [
      translate(`app.reports.total_labels.${key}`),
      toCell(totals?.[key] ?? 0),
    ]),
  ];
}

/** "Borçlular (yaşlandırma)" → "borçlular-yaşlandırma": words joined by dashes, none at either end. */
export const fileNameOf = (title: string) =>
  title
    .toLocaleLowerCase('tr')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The most rows one call answers (the API's per_page limit). */
const PAGE_ROWS = 500;

/**
 * Every row of the report, read PAGE_ROWS at a time up to its total, with the totals of its first page (those
 * that describe a page, like the brought-forward balance, are then the first row's) and of the whole report.
 */
export async function allReportRows(
  dataProvider: AppDataProvider,
  definition: ReportDefinition,
  filters: ReportFilters,
): Promise<{ rows: ReportRow[]; totals: Record<string, number | string> | undefined }> {
  const rows: ReportRow[] = [];
  let totals: Record<string, number | string> | undefined;
  for (let page = 1; ; page++) {
    const answer = await dataProvider.report({
      name: definition.name,
      ...filters,
      page,
      per_page: PAGE_ROWS,
    });
    rows.push(...answer.Records);
    totals ??= answer.AdditionalData;
    if (answer.Records.length === 0 || rows.length >= answer.TotalRecords) break;
  }
  return { rows, totals };
}

/** Every row of the report written as an .xlsx. */
export async function exportReportXlsx(
  dataProvider: AppDataProvider,
  definition: ReportDefinition,
  filters: ReportFilters,
  title: string,
  translate: Translate,
): Promise<void> {
  const { rows, totals } = await allReportRows(dataProvider, definition, filters);
  await downloadXlsx(reportSheet(definition, rows, totals, translate), fileNameOf(title), title);
}

/** The whole report as the server's PDF, downloaded. */
export async function downloadReportPdf(
  dataProvider: AppDataProvider,
  name: ReportName,
  filters: ReportFilters,
  title: string,
): Promise<void> {
  const file = await dataProvider.reportPdf({ name, ...filters });
  const blob = file.type ? file : new Blob([file], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileNameOf(title)}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
