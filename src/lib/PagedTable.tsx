import { Box, Table, TableBody, TableHead, TableRow } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { tableScroll } from '../money/DebtTable';
import type { ListWithTotals } from '../money/moneyApi';
import { type ApiGet, useApiGet } from '../resources/apartments/useApiGet';
import { Pager } from './Pager';
import { EmptyRow, TotalsFooter } from './TableParts';

export interface PagedApiGet<T, A> extends ApiGet<ListWithTotals<T, A>> {
  /** The rows of this page (none while loading the first time). */
  rows: T[];
  /** Back to a page, e.g. the first one when a search changes. */
  setPage(page: number): void;
  /** What the Pager under the table needs. */
  pager: Parameters<typeof Pager>[0];
}

/** One paged GET of a table with a Pager under it: every such table keeps the page and its size the same way. */
export function usePagedApiGet<T, A = never>(
  url: string,
  params: Record<string, unknown>,
  initialPerPage = 10,
): PagedApiGet<T, A> {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  const list = useApiGet<ListWithTotals<T, A>>(url, { ...params, page, per_page: perPage });
  return {
    ...list,
    rows: list.data?.Records ?? [],
    setPage,
    pager: {
      page,
      perPage,
      total: list.data?.TotalRecords ?? 0,
      onPage: setPage,
      onPerPage: setPerPage,
    },
  };
}

/**
 * The table of one paged GET, drawn the same way on every money screen: it scrolls sideways on a phone, says so
 * when it is empty, has an optional totals row and the Pager under it. The children are the rows.
 */
export function PagedTable<T, A>({
  list,
  label,
  head,
  columns,
  emptyText,
  totals,
  children,
}: {
  list: PagedApiGet<T, A>;
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** How many columns the empty row spans. */
  columns: number;
  emptyText: string;
  /** The cells of the totals row, when there are totals. */
  totals?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={tableScroll}>
        <Table size="small" aria-label={label} aria-busy={list.loading}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {children}
            {!list.loading && list.rows.length === 0 && <EmptyRow colSpan={columns}>{emptyText}</EmptyRow>}
          </TableBody>
          {totals && list.rows.length > 0 && <TotalsFooter>{totals}</TotalsFooter>}
        </Table>
      </Box>
      <Pager {...list.pager} />
    </>
  );
}
