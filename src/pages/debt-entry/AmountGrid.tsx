import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ListAnswer } from '../../dataProvider/apiMapping';
import { http } from '../../dataProvider/http';
import { callApi } from '../../lib/callApi';
import { amountProblem, personName } from '../../resources/debts/shared';

/** An apartment of the grid, as POST /apartments/by/building answers it. */
export interface GridApartment {
  id: number;
  building_name: string;
  identifier: string;
  owner_name: string | null;
  owner_surname: string | null;
  tenant_name: string | null;
  tenant_surname: string | null;
}

const PAGE_SIZES = [25, 100, 500];

/** The apartments of the chosen buildings: every building's flats, loaded again when the choice changes. */
export function useGridApartments(buildingIds: number[]): { apartments: GridApartment[]; loading: boolean } {
  const notify = useNotify();
  const [apartments, setApartments] = useState<GridApartment[]>([]);
  const [loading, setLoading] = useState(false);
  const key = buildingIds.join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) {
      setApartments([]);
      return;
    }
    let cancelled = false;
    setLoading(true);
    callApi(() => http.post<ListAnswer<GridApartment>>('/apartments/by/building', { building_id: ids }))
      .then((answer) => {
        if (!cancelled) setApartments(answer.Records ?? []);
      })
      .catch((error: Error) => {
        if (!cancelled) notify(error.message, { type: 'error' });
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [key, notify]);
  return { apartments, loading };
}

/**
 * "Bina bazında": a grid of the chosen buildings' apartments with an amount each, typed with a comma ("12,50").
 * Rows left empty or not above 0 are not charged; "Tümüne yaz" fills every row at once.
 */
export function AmountGrid({
  apartments,
  amounts,
  onChange,
  errors,
}: {
  apartments: GridApartment[];
  amounts: Record<number, string>;
  onChange(amounts: Record<number, string>): void;
  /** Messages (already translated) by apartment id. */
  errors: Record<number, string>;
}) {
  const translate = useTranslate();
  const [fill, setFill] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[1]!);
  const fillProblem = fill.trim() === '' ? null : amountProblem(fill);
  const shown = apartments.slice(page * perPage, page * perPage + perPage);
  const fillRows = () => {
    if (fill.trim() === '' || fillProblem) return;
    onChange(Object.fromEntries(apartments.map((apartment) => [apartment.id, fill])));
  };

  if (apartments.length === 0) {
    return <Typography color="text.secondary">{translate('app.debt_entry.grid_empty')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      {/* Inside the entry's form: Enter here fills the rows instead of asking for a preview. */}
      <Box
        role="group"
        aria-label={translate('app.debt_entry.fill_all')}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={translate('app.debt_entry.fill_amount')}
          fullWidth={false}
          sx={{ width: 220 }}
          value={fill}
          onChange={(event) => setFill(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            fillRows();
          }}
          error={Boolean(fillProblem)}
          helperText={fillProblem ? translate(fillProblem) : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <Button
          variant="outlined"
          onClick={fillRows}
          sx={{ mt: 0.5 }}
          disabled={fill.trim() === '' || Boolean(fillProblem)}
        >
          {translate('app.debt_entry.fill_all')}
        </Button>
      </Box>
      <Table size="small" aria-label={translate('app.debt_entry.grid_caption')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.debt_entry.building')}</TableCell>
            <TableCell>{translate('app.debt_entry.identifier')}</TableCell>
            <TableCell>{translate('app.money.responsible.owner')}</TableCell>
            <TableCell>{translate('app.money.responsible.tenant')}</TableCell>
            <TableCell align="right">{translate('app.debt_entry.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((apartment) => {
            const name = `${apartment.building_name} ${apartment.identifier}`;
            const error = errors[apartment.id];
            return (
              <TableRow key={apartment.id}>
                <TableCell>{apartment.building_name}</TableCell>
                <TableCell>{apartment.identifier}</TableCell>
                <TableCell>{personName(apartment.owner_name, apartment.owner_surname)}</TableCell>
                <TableCell>{personName(apartment.tenant_name, apartment.tenant_surname)}</TableCell>
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <TextField
                    size="small"
                    value={amounts[apartment.id] ?? ''}
                    onChange={(event) => onChange({ ...amounts, [apartment.id]: event.target.value })}
                    error={Boolean(error)}
                    helperText={error}
                    placeholder="0,00"
                    sx={{ width: 140 }}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        autoComplete: 'off',
                        'aria-label': translate('app.debt_entry.amount_of', { name }),
                        style: { textAlign: 'right' },
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {apartments.length > PAGE_SIZES[0]! && (
        <TablePagination
          component="div"
          count={apartments.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
    </Stack>
  );
}
