import { Box, TableCell, type TableCellProps, TableFooter, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden';

/** A header cell whose text only a screen reader reads (the column of a row's buttons). */
export function HiddenLabelCell({ children, ...props }: TableCellProps) {
  return (
    <TableCell align="right" {...props}>
      <Box component="span" sx={visuallyHidden}>
        {children}
      </Box>
    </TableCell>
  );
}

/** The one row of an empty table: a grey sentence over every column. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography color="text.secondary">{children}</Typography>
      </TableCell>
    </TableRow>
  );
}

/** The bold totals row under a table; its cells are the children. */
export function TotalsFooter({ children }: { children: ReactNode }) {
  return (
    <TableFooter>
      <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}>
        {children}
      </TableRow>
    </TableFooter>
  );
}

export const tableScroll = { overflowX: 'auto', width: 0, minWidth: '100%', position: 'relative' } as const;
