import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  IconButton,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useCanAccess } from 'react-admin';
import type { ExemptionRow } from '../../dataProvider/custom/property';
import { useDataWrite } from '../../dataProvider/useData';
import { instantText } from '../../lib/instantText';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { PhoneFilters } from '../../lib/PhoneFilters';
import { HiddenLabelCell } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { AddExemptionsDialog } from './AddExemptionsDialog';
import { ExemptionFilters, type FilterInput, filtersOf, NO_FILTER } from './ExemptionFilters';
import { useExemptionPeriodText } from './useExemptionPeriodText';

const COLUMNS = ['owner', 'tenant', 'income_type', 'period', 'created'] as const;

const flatName = (row: ExemptionRow) => `${row.building_name} ${row.identifier}`;

/**
 * Muafiyetler: every exemption of the account with filters, added for several flats at once and removed one or
 * several at a time after a confirmation; one card per exemption on a phone, the filters behind one button there.
 */
export function ExemptionsPage() {
  const t = useScopedTranslate('app.exemptions');
  const { canAccess: canCreate } = useCanAccess({ resource: 'exemptions', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'exemptions', action: 'delete' });
  const [input, setInput] = useState<FilterInput>(NO_FILTER);
  const list = usePagedQuery('exemptionsList', filtersOf(input), 25);
  const [selected, setSelected] = useState<number[]>([]);
  const [removing, setRemoving] = useState<ExemptionRow[] | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDataWrite('removeExemptions', { invalidates: ['exemptionsList', 'apartmentExemptions'] });

  const changeFilters = (next: FilterInput) => {
    setInput(next);
    setSelected([]);
    list.setPage(1);
  };
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const pageIds = list.rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const confirmRemoval = async () => {
    if (!removing) return;
    const { answer } = await remove.run({ ids: removing.map((row) => row.id) });
    if (answer) {
      setSelected((ids) => ids.filter((id) => !removing.some((row) => row.id === id)));
      setRemoving(null);
    }
  };
  const periodText = useExemptionPeriodText();
  const label = (column: (typeof COLUMNS)[number]) => ({ 'data-label': t(column) });
  const chosen = list.rows.filter((row) => selected.includes(row.id));

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.exemptions.title" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h1">
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('explain')}
            </Typography>
            <PhoneFilters active={Object.values(input).filter((value) => String(value).trim() !== '').length}>
              <ExemptionFilters value={input} onChange={changeFilters} />
            </PhoneFilters>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {canCreate && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                  {t('add')}
                </Button>
              )}
              {canDelete && chosen.length > 0 && (
                <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setRemoving(chosen)}>
                  {t('remove_selected', { count: chosen.length })}
                </Button>
              )}
            </Box>
            <PagedTable
              list={list}
              label={t('title')}
              columns={COLUMNS.length + (canDelete ? 3 : 1)}
              cards
              emptyText={t('empty')}
              head={
                <>
                  {canDelete && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allOnPage}
                        onChange={() => setSelected(allOnPage ? [] : pageIds)}
                        slotProps={{ input: { 'aria-label': t('select_page') } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{t('flat')}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{t(column)}</TableCell>
                  ))}
                  {canDelete && <HiddenLabelCell>{t('actions')}</HiddenLabelCell>}
                </>
              }
            >
              {list.rows.map((row) => (
                <TableRow key={row.id}>
                  {canDelete && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{
                          input: {
                            'aria-label': t('select', {
                              name: `${flatName(row)} ${row.accounting_type_name}`,
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  )}
                  <TableCell className="card-title">{flatName(row)}</TableCell>
                  <TableCell {...label('owner')}>{row.owner_name ?? '—'}</TableCell>
                  <TableCell {...label('tenant')}>{row.tenant_name ?? '—'}</TableCell>
                  <TableCell {...label('income_type')}>{row.accounting_type_name}</TableCell>
                  <TableCell {...label('period')}>{periodText(row)}</TableCell>
                  <TableCell {...label('created')}>{instantText(row.created_at)}</TableCell>
                  {canDelete && (
                    <TableCell align="right">
                      <IconButton
                        aria-label={t('remove_named', {
                          name: `${flatName(row)} ${row.accounting_type_name}`,
                        })}
                        onClick={() => setRemoving([row])}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </PagedTable>
          </Stack>
        </CardContent>
      </Card>
      {adding && <AddExemptionsDialog onClose={() => setAdding(false)} />}
      <Confirm
        isOpen={removing !== null}
        loading={remove.busy}
        title={t('confirm_title')}
        content={
          removing?.length === 1
            ? t('confirm_one', { name: flatName(removing[0]!), type: removing[0]!.accounting_type_name })
            : t('confirm_many', { count: removing?.length ?? 0 })
        }
        onConfirm={() => void confirmRemoval()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
