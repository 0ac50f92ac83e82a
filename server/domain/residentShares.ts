import { formatHundredths } from '../../common/decimal';
import { RESIDENT_COLUMNS } from '../../common/importRows';

/**
 * The co-owners' shares of a resident import (server/domain/propertyImport.ts): the file's co-owner rows of each
 * apartment, with their share in hundredths of a percent (null when the row gives none).
 */
export type HolderRows = Map<number, { row: number; hundredths: number | null }[]>;

/** propertyImport.ts's ImportProblem, spelled out so the two files do not import each other. */
type ShareProblem = { row: number; column: string; reason: string };

/** When the file gives an apartment's holders shares, it must give every one of them, adding up to 100. */
export function shareProblems(holderRows: HolderRows): ShareProblem[] {
  const problems: ShareProblem[] = [];
  for (const holders of holderRows.values()) {
    if (holders.every((holder) => holder.hundredths === null)) continue;
    const column = RESIDENT_COLUMNS.percent;
    if (holders.some((holder) => holder.hundredths === null)) {
      for (const holder of holders.filter((h) => h.hundredths === null)) {
        problems.push({
          row: holder.row,
          column,
          reason: 'Bu dairenin diğer hissedarlarına hisse girilmiş; bu satıra da giriniz.',
        });
      }
      continue;
    }
    const total = holders.reduce((sum, holder) => sum + holder.hundredths!, 0);
    if (total !== 10_000) {
      const shown = formatHundredths(total);
      for (const holder of holders) {
        problems.push({
          row: holder.row,
          column,
          reason: `Bu dairenin hisseleri toplamı %${shown}; %100 olmalıdır.`,
        });
      }
    }
  }
  return problems;
}
