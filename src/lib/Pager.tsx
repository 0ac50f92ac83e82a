import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PAGE_SIZES = [10, 25, 50, 100];

/** Paging under a table of a custom page: "1-10 / 42", rows per page, previous and next (1-based pages). */
export function Pager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}) {
  const translate = useTranslate();
  if (total <= PAGE_SIZES[0]! && page === 1) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      // On a phone the toolbar wraps, so the next-page button stays on screen.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => {
        onPerPage(Number(event.target.value));
        onPage(1);
      }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) =>
        translate(
          type === 'next'
            ? 'ra.navigation.next'
            : type === 'previous'
              ? 'ra.navigation.previous'
              : type === 'first'
                ? 'ra.navigation.first'
                : 'ra.navigation.last',
        )
      }
    />
  );
}
