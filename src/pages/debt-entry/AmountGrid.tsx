import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { GridApartment } from '../../dataProvider/custom/lookups';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { personName } from '../../lib/choices';
import { amountProblem } from '../../money/amounts';
import { usePage } from './usePage';

/** The apartments of the chosen buildings: every building's flats, loaded again when the choice changes. */
export function useGridApartments(buildingIds: number[]): { apartments: GridApartment[]; loading: boolean } {
  const chosen = buildingIds.length > 0;
  const { data, isFetching } = useDataQuery('apartmentsOfBuildings', chosen ? { buildingIds } : null, {
    keepPrevious: true,
  });
  return { apartments: chosen ? recordsOf(data) : [], loading: chosen && isFetching };
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
  const { start, end, pager } = usePage(apartments.length);
  const fillProblem = fill.trim() === '' ? null : amountProblem(fill);
  const shown = apartments.slice(start, end);
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
      {pager}
    </Stack>
  );
}
