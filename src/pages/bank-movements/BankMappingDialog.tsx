import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ColumnMappingBody } from '../../dataProvider/custom/bankMovements';
import { useDataWrite } from '../../dataProvider/useData';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

type Field = Exclude<keyof ColumnMappingBody, 'header_row'>;
const OPTIONAL: Field[] = ['balance', 'reference', 'counterparty_iban', 'counterparty_name'];

/** The fields the manager must still choose before saving. */
function missingFields(columns: Partial<Record<Field, number>>, split: boolean): Field[] {
  const needed: Field[] = [
    'date',
    'description',
    ...(split ? (['debit', 'credit'] as const) : (['amount'] as const)),
  ];
  return needed.filter((field) => columns[field] === undefined);
}

/**
 * The columns of a statement the product did not recognise: the first rows (POST /bank/statements/preview), the
 * header row, and per field the column by its header text; saved for the account (PUT /bank/mapping).
 */
export function BankMappingDialog({
  file,
  accountId,
  onClose,
  onSaved,
}: {
  file: File;
  accountId: number;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useScopedTranslate('app.bank_movements.mapping');
  const translate = useTranslate();
  const preview = useDataWrite('previewStatement', { quiet: true, failureShown: true });
  const saving = useDataWrite('saveBankMapping', { quiet: true, failureShown: true });
  const [rows, setRows] = useState<string[][]>([]);
  const [headerRow, setHeaderRow] = useState(0);
  const [split, setSplit] = useState(false);
  const [columns, setColumns] = useState<Partial<Record<Field, number>>>({});
  const [missing, setMissing] = useState<Field[]>([]);
  const runPreview = preview.run;

  useEffect(() => {
    void runPreview({ file }).then((outcome) => setRows(outcome.answer?.data.rows ?? []));
  }, [runPreview, file]);

  const header = rows[headerRow] ?? [];
  const width = Math.max(0, ...rows.map((row) => row.length));
  const columnLabel = (index: number) =>
    header[index]?.trim()
      ? `${t('column', { n: index + 1 })}: ${header[index]}`
      : t('column', { n: index + 1 });
  const fields: Field[] = [
    'date',
    'description',
    ...(split ? (['debit', 'credit'] as const) : (['amount'] as const)),
    ...OPTIONAL,
  ];

  const save = async () => {
    const stillMissing = missingFields(columns, split);
    setMissing(stillMissing);
    if (stillMissing.length > 0) return;
    const mapping: ColumnMappingBody = {
      header_row: headerRow,
      date: columns.date!,
      description: columns.description!,
    };
    for (const field of fields) if (columns[field] !== undefined) mapping[field] = columns[field];
    const outcome = await saving.run({ account_id: accountId, mapping });
    if (outcome.answer) onSaved();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bank-mapping-title">
      <DialogTitle id="bank-mapping-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('explain')}</Typography>
        {(preview.failure || saving.failure) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {saving.failure ?? preview.failure}
          </Alert>
        )}
        {rows.length > 0 && (
          <Box sx={[tableScroll, { mb: 2, maxHeight: 240 }]}>
            <Table size="small" aria-label={t('preview')}>
              <TableBody>
                {rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows and columns are their positions
                  <TableRow key={index} selected={index === headerRow}>
                    <TableCell component="th" scope="row">
                      {t('row', { n: index + 1 })}
                    </TableCell>
                    {row.map((cell, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows and columns are their positions
                      <TableCell key={column}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Stack spacing={2}>
          <TextField
            select
            label={t('header_row')}
            value={rows.length > 0 ? headerRow : ''}
            onChange={(event) => setHeaderRow(Number(event.target.value))}
          >
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows and columns are their positions
              <MenuItem key={index} value={index}>
                {`${t('row', { n: index + 1 })}: ${row.filter(Boolean).slice(0, 4).join(' · ')}`}
              </MenuItem>
            ))}
          </TextField>
          <RadioGroup
            row
            aria-label={t('amount_mode')}
            value={split ? 'split' : 'single'}
            onChange={(event) => setSplit(event.target.value === 'split')}
          >
            <FormControlLabel value="single" control={<Radio />} label={t('single')} />
            <FormControlLabel value="split" control={<Radio />} label={t('split')} />
          </RadioGroup>
          {fields.map((field) => (
            <TextField
              key={field}
              select
              label={t(`fields.${field}`)}
              value={columns[field] ?? ''}
              error={missing.includes(field)}
              onChange={(event) => {
                const value = event.target.value as number | '';
                setColumns((before) => ({ ...before, [field]: value === '' ? undefined : Number(value) }));
              }}
            >
              {OPTIONAL.includes(field) && <MenuItem value="">{t('none')}</MenuItem>}
              {Array.from({ length: width }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows and columns are their positions
                <MenuItem key={index} value={index}>
                  {columnLabel(index)}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {missing.length > 0 && (
            <Alert severity="error" role="alert">
              {t('missing', { fields: missing.map((field) => t(`fields.${field}`)).join(', ') })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving.busy || rows.length === 0}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
