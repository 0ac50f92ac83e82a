import { TablePagination } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

const PAGE_SIZES = [25, 100, 500];

/**
 * A page of rows the screen already holds (the grid's apartments, an entry's preview): the window to show and,
 * above 25 rows, the pager. The page stays inside the rows when they become fewer.
 */
export function usePage(count: number) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[1]!);
  const shownPage = Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1));
  const pager =
    count > PAGE_SIZES[0]! ? (
      <TablePagination
        component="div"
        count={count}
        page={shownPage}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count: total }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
        }
      />
    ) : null;
  return { start: shownPage * perPage, end: shownPage * perPage + perPage, pager };
}
