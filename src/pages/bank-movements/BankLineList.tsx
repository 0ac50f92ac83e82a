import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../../common/money';
import type { BankLine } from '../../dataProvider/custom/bankMovements';
import { HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { LineActions, LineAmount, LineCounterparty, LineDetails } from './BankLineParts';
import { kurusOf } from './bankParts';
import type { LineTask } from './lineTasks';

export interface BankLineListProps {
  rows: BankLine[];
  /** The list's accessible name. */
  label: string;
  /** A phone: each line is a card instead of a row of a wide table. */
  narrow: boolean;
  /** Checkboxes (the suggestions, to accept several): the chosen ids. */
  selected?: number[];
  onSelect(ids: number[]): void;
  busy: boolean;
  onAccept(line: BankLine): void;
  onTask(task: LineTask): void;
}

/** The lines of one tab: a table on a wide screen, one card per line on a phone. */
export function BankLineList({
  rows,
  label,
  narrow,
  selected,
  onSelect,
  busy,
  onAccept,
  onTask,
}: BankLineListProps) {
  const t = useScopedTranslate('app.bank_movements');
  const chosen = new Set(selected ?? []);
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const toggle = (id: number) =>
    onSelect(chosen.has(id) ? [...chosen].filter((other) => other !== id) : [...chosen, id]);
  const checkbox = (line: BankLine) =>
    selected && (
      <Checkbox
        checked={chosen.has(line.id)}
        onChange={() => toggle(line.id)}
        slotProps={{
          input: {
            'aria-label': t('choose_line', {
              date: line.value_date,
              amount: formatMoney(kurusOf(line.amount)),
            }),
          },
        }}
      />
    );

  if (narrow)
    return (
      <Stack component="ul" aria-label={label} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((line) => (
          <Card component="li" variant="outlined" key={line.id}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  {checkbox(line)}
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {line.value_date}
                  </Typography>
                </Box>
                <LineAmount amount={line.amount} />
              </Stack>
              <Typography variant="body2" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
                {line.description}
              </Typography>
              <LineCounterparty line={line} />
              <LineDetails line={line} onTask={onTask} />
              <Box sx={{ mt: 1 }}>
                <LineActions line={line} busy={busy} onAccept={onAccept} onTask={onTask} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Box sx={tableScroll}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={chosen.size > 0 && !allChosen}
                  disabled={rows.length === 0}
                  onChange={() => onSelect(allChosen ? [] : rows.map((row) => row.id))}
                  slotProps={{ input: { 'aria-label': t('choose_all') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('date')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell>{t('description')}</TableCell>
            <TableCell>{t('counterparty')}</TableCell>
            <TableCell>{t('details')}</TableCell>
            <HiddenLabelCell>{t('actions')}</HiddenLabelCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((line) => (
            <TableRow key={line.id} hover>
              {selected && <TableCell padding="checkbox">{checkbox(line)}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.value_date}</TableCell>
              <TableCell align="right">
                <LineAmount amount={line.amount} />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>{line.description}</TableCell>
              <TableCell>
                <LineCounterparty line={line} />
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <LineDetails line={line} onTask={onTask} />
              </TableCell>
              <TableCell align="right">
                <LineActions line={line} busy={busy} onAccept={onAccept} onTask={onTask} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
