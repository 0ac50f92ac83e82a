import { Button, Checkbox, FormControlLabel, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type PagedList, PagedTable } from '../../lib/PagedTable';
import { useWideScreen } from '../../lib/PhoneFilters';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { isTicked, NOBODY, type Selection, tickedCount, toggle } from './smsRequest';

/**
 * One page of people with a check box each: ticking chooses them; the head's box chooses everyone the filters find
 * (every page), after which a row unticked is left out. The line above says how many are chosen. On a phone each
 * row is a card (the cells carry `data-label`, the name `card-title`) and the head's box stands on that line.
 */
export function SelectableTable<T>({
  list,
  total,
  label,
  head,
  emptyText,
  selection,
  onSelection,
  idOf,
  nameOf,
  cells,
}: {
  list: PagedList<T>;
  /** How many the filters find, over every page. */
  total: number;
  label: string;
  /** The header cells after the check box column. */
  head: ReactNode[];
  emptyText: string;
  selection: Selection;
  onSelection(selection: Selection): void;
  idOf(row: T): number;
  nameOf(row: T): string;
  /** The cells of a row after its check box, each with `data-label` but the name (`className="card-title"`). */
  cells(row: T): ReactNode;
}) {
  const t = useScopedTranslate('app.sms_compose');
  const wide = useWideScreen();
  const count = tickedCount(selection, total);
  const summary = selection.all
    ? selection.ids.length === 0
      ? t('all_chosen', { count })
      : t('all_but', { smart_count: selection.ids.length, count })
    : t('chosen_count', { smart_count: count });
  const everyone = (
    <Checkbox
      checked={selection.all && selection.ids.length === 0}
      indeterminate={selection.ids.length > 0}
      onChange={(event) => onSelection({ all: event.target.checked, ids: [] })}
      slotProps={{ input: { 'aria-label': t('select_all') } }}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}>
        {/* A phone's cards have no head row: the box that chooses everyone stands here. */}
        {!wide && <FormControlLabel control={everyone} label={t('everyone')} sx={{ mr: 0 }} />}
        <Typography aria-live="polite">{summary}</Typography>
        {(selection.all || selection.ids.length > 0) && (
          <Button size="small" onClick={() => onSelection(NOBODY)}>
            {t('clear')}
          </Button>
        )}
      </Stack>
      <PagedTable
        list={list}
        label={label}
        columns={head.length + 1}
        cards
        emptyText={emptyText}
        head={
          <>
            <TableCell padding="checkbox">{wide && everyone}</TableCell>
            {head}
          </>
        }
      >
        {list.rows.map((row) => {
          const id = idOf(row);
          const ticked = isTicked(selection, id);
          return (
            <TableRow key={id} hover selected={ticked}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked}
                  onChange={() => onSelection(toggle(selection, id))}
                  slotProps={{ input: { 'aria-label': t('select_row', { name: nameOf(row) }) } }}
                />
              </TableCell>
              {cells(row)}
            </TableRow>
          );
        })}
      </PagedTable>
    </Stack>
  );
}
