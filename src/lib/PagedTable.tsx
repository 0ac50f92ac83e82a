import { Box, Table, TableBody, TableHead, TableRow } from '@mui/material';
import { type ReactNode, useState } from 'react';
import type { ListWithTotals } from '../dataProvider/send';
import { type DataArgs, type DataMethod, type DataResult, useDataQuery } from '../dataProvider/useData';
import { Pager } from './Pager';
import { phoneCards } from './phoneCards';
import { EmptyRow, TotalsFooter, tableScroll } from './TableParts';

/** The custom methods that read one page of a list with totals (`page`, `per_page`). */
export type PagedMethod = {
  [M in DataMethod]: DataArgs<M> extends { page: number; per_page: number }
    ? DataResult<M> extends ListWithTotals<unknown, unknown>
      ? M
      : never
    : never;
}[DataMethod];

type RowOf<M extends PagedMethod> = DataResult<M> extends ListWithTotals<infer T, unknown> ? T : never;
type TotalsOf<M extends PagedMethod> = DataResult<M> extends ListWithTotals<unknown, infer A> ? A : never;

export interface PagedList<T> {
  /** The rows of this page (the previous page's while the next one loads; none at first). */
  rows: T[];
  /** A call is under way (the first load, another page, or a reload after a change). */
  loading: boolean;
  /** Back to a page, e.g. the first one when a search changes. */
  setPage(page: number): void;
  /** What the Pager under the table needs. */
  pager: Parameters<typeof Pager>[0];
}

/** One paged read of a table with a Pager under it: every such table keeps the page and its size the same way. */
export function usePagedQuery<M extends PagedMethod>(
  method: M,
  args: Omit<DataArgs<M>, 'page' | 'per_page'>,
  initialPerPage = 10,
): PagedList<RowOf<M>> & { totals: TotalsOf<M> | undefined; loaded: boolean; reload(): Promise<unknown> } {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  const query = useDataQuery(method, { ...args, page, per_page: perPage } as DataArgs<M>, {
    keepPrevious: true,
  });
  const data = query.data as ListWithTotals<RowOf<M>, TotalsOf<M>> | undefined;
  return {
    rows: data?.Records ?? [],
    totals: data?.AdditionalData,
    loaded: data !== undefined,
    loading: query.isFetching,
    reload: query.refetch,
    setPage,
    pager: {
      page,
      perPage,
      total: data?.TotalRecords ?? 0,
      onPage: setPage,
      onPerPage: setPerPage,
    },
  };
}

/**
 * The table of one paged GET, drawn the same way on every money screen: it scrolls sideways on a phone (or shows cards), says so
 * when it is empty, has an optional totals row and the Pager under it. The children are the rows.
 */
export function PagedTable<T>({
  list,
  label,
  head,
  columns,
  emptyText,
  totals,
  cards = false,
  children,
}: {
  list: PagedList<T>;
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** How many columns the empty row spans. */
  columns: number;
  emptyText: string;
  /** The cells of the totals row, when there are totals. */
  totals?: ReactNode;
  /** One card per row on a phone (phoneCards: the cells carry `data-label` and the card classes). */
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {/* Focusable so a keyboard can scroll a wide table (axe: scrollable-region-focusable). */}
      <Box tabIndex={0} sx={cards ? [tableScroll, phoneCards] : tableScroll}>
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
      {/* A pager means nothing on paper. */}
      <Box sx={{ displayPrint: 'none' }}>
        <Pager {...list.pager} />
      </Box>
    </>
  );
}
