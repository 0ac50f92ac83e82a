import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatHundredths, readDecimal, toHundredths } from '../../../common/decimal';
import { isTurkishMobile, phoneText, stripSpaces } from '../../../common/phone';
import type { ResidentHit as ResidentOption } from '../../dataProvider/custom/lookups';
import type { Apartment, StockHolder } from '../../dataProvider/custom/property';
import { useDataQuery, useDataWrite, useSetQueryData } from '../../dataProvider/useData';
import { PhoneField } from '../../lib/PhoneField';
import { phoneCards } from '../../lib/phoneCards';
import { EmptyRow, HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { ResidentPicker } from './ResidentPicker';
import { AddPersonForm, useApartmentRights } from './TabParts';

const apartmentRef = (apartment: Apartment) => ({
  apartment_id: apartment.id,
  building_id: apartment.building_id,
});

const FULL = 10_000; // 100 % in hundredths

/** A typed share ("33,33") in hundredths, or null when it is not a share (empty, 0, over 100, 3 decimals). */
export function shareOf(text: string): number | null {
  if (text.trim() === '') return null;
  const reading = readDecimal(text, 2, 3);
  if ('error' in reading) return null;
  const hundredths = toHundredths(reading.value);
  return hundredths > 0 && hundredths <= FULL ? hundredths : null;
}

const shareText = (percent: number) => (percent > 0 ? formatHundredths(Math.round(percent * 100)) : '');

/**
 * "Hissedarlar": co-owners with their shares. Every share is edited in one form that shows the running total;
 * it can be saved only when the shares add up to exactly 100 (compared in integer hundredths, as the server does).
 */
export function StockHoldersTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canCreate, canEdit, canDelete } = useApartmentRights();
  const ref = apartmentRef(apartment);
  const holders = useDataQuery('stockHolders', ref);
  // Every write answers the holders as they are now: that answer is shown without reading them again.
  const setHolders = useSetQueryData();
  const save = useDataWrite('saveStockHolderShares');
  const remove = useDataWrite('removeStockHolder', { invalidates: ['stockHolders'] });
  const rows = holders.data?.Records ?? [];
  const [shares, setShares] = useState<Record<number, string>>({});

  // Each answer of the server (load, add, save) starts the form again from the stored shares.
  useEffect(() => {
    const stored = holders.data?.Records ?? [];
    setShares(
      Object.fromEntries(stored.map((holder) => [holder.stock_holder_id, shareText(holder.percent)])),
    );
  }, [holders.data]);

  const values = rows.map((holder) => shareOf(shares[holder.stock_holder_id] ?? ''));
  const allValid = rows.length > 0 && values.every((value) => value !== null);
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const canSave = allValid && total === FULL;
  // While shares are being typed the running total below speaks; the stored total would contradict it.
  const edited = rows.some((holder) => (shares[holder.stock_holder_id] ?? '') !== shareText(holder.percent));

  const submit = async () => {
    const { answer } = await save.run({
      ...ref,
      stock_holders: rows.map((holder, index) => ({
        stock_holder_id: holder.stock_holder_id,
        percent: (values[index] ?? 0) / 100,
      })),
    });
    if (answer?.data) setHolders('stockHolders', ref, answer.data);
  };

  const removeHolder = (holder: StockHolder) =>
    remove.run({ apartment_id: apartment.id, stock_holder_id: holder.stock_holder_id });

  const serverTotal = holders.data?.AdditionalData.total_percent ?? 0;
  return (
    <Stack spacing={2}>
      {canCreate && <AddStockHolderForm apartment={apartment} />}
      {rows.length > 0 && !edited && Math.round(serverTotal * 100) !== FULL && (
        <Alert severity="warning">
          {translate('app.apartments.shares_incomplete', {
            total: formatHundredths(Math.round(serverTotal * 100)),
          })}
        </Alert>
      )}
      <Box
        component="form"
        aria-label={translate('app.apartments.shares_form')}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && !save.busy) void submit();
        }}
      >
        <Box sx={[tableScroll, phoneCards]}>
          <Table size="small" aria-label={translate('app.apartments.tabs.stock_holders')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.apartments.person')}</TableCell>
                <TableCell>{translate('app.apartments.phone')}</TableCell>
                <TableCell sx={{ width: 170 }}>{translate('app.apartments.share')}</TableCell>
                <HiddenLabelCell sx={{ width: 64 }}>{translate('app.apartments.actions')}</HiddenLabelCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((holder, index) => {
                const text = shares[holder.stock_holder_id] ?? '';
                const invalid = text !== '' && values[index] === null;
                const name = `${holder.name} ${holder.surname}`;
                return (
                  <TableRow key={holder.stock_holder_id}>
                    <TableCell className="card-title">{name}</TableCell>
                    <TableCell data-label={translate('app.apartments.phone')}>
                      {holder.phone ? phoneText(holder.phone) : ''}
                    </TableCell>
                    <TableCell data-label={translate('app.apartments.share')}>
                      <TextField
                        size="small"
                        variant="outlined"
                        margin="none"
                        fullWidth={false}
                        value={text}
                        disabled={!canEdit}
                        onChange={(event) =>
                          setShares((current) => ({
                            ...current,
                            [holder.stock_holder_id]: event.target.value,
                          }))
                        }
                        error={invalid}
                        helperText={invalid ? translate('app.apartments.share_invalid') : undefined}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': translate('app.apartments.share_of', { name }),
                          },
                          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                        }}
                      />
                    </TableCell>
                    <TableCell className="card-end" align="right">
                      {canDelete && (
                        <Tooltip title={translate('app.apartments.remove_stock_holder', { name })}>
                          <IconButton
                            aria-label={translate('app.apartments.remove_stock_holder', { name })}
                            color="error"
                            onClick={() => void removeHolder(holder)}
                            disabled={remove.busy}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!holders.isFetching && rows.length === 0 && (
                <EmptyRow colSpan={4}>{translate('app.apartments.no_stock_holders')}</EmptyRow>
              )}
            </TableBody>
          </Table>
        </Box>
        {rows.length > 0 && canEdit && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <Typography
              role="status"
              aria-live="polite"
              sx={{ fontWeight: 600, color: total === FULL ? 'success.main' : 'warning.dark' }}
            >
              {translate('app.apartments.share_total', { total: formatHundredths(total) })}
              {total !== FULL &&
                ` · ${translate(total < FULL ? 'app.apartments.share_missing' : 'app.apartments.share_over', {
                  amount: formatHundredths(Math.abs(FULL - total)),
                })}`}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!canSave || save.busy}
            >
              {translate('app.apartments.save_shares')}
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** A new person (name, surname, phone) or an existing resident, added as a stock holder without a share yet. */
function AddStockHolderForm({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const setHolders = useSetQueryData();
  const addPerson = useDataWrite('addStockHolder');
  const addResident = useDataWrite('addStockHolderResident');
  const [mode, setMode] = useState<'new' | 'resident'>('new');
  const { busy, errors } = mode === 'new' ? addPerson : addResident;
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [phone, setPhone] = useState('');
  const [resident, setResident] = useState<ResidentOption | null>(null);
  const phoneDigits = stripSpaces(phone);
  const phoneInvalid = phoneDigits !== '' && !isTurkishMobile(phoneDigits);
  const ready =
    mode === 'new' ? name.trim() !== '' && surname.trim() !== '' && !phoneInvalid : resident !== null;
  const ref = apartmentRef(apartment);

  const add = async () => {
    const { answer } =
      mode === 'new'
        ? await addPerson.run({
            ...ref,
            type: 3,
            name: name.trim(),
            surname: surname.trim(),
            phone: phoneDigits || null,
          })
        : await addResident.run({ ...ref, resident_id: resident!.id });
    if (answer?.data) {
      setHolders('stockHolders', ref, answer.data);
      setName('');
      setSurname('');
      setPhone('');
      setResident(null);
    }
  };

  return (
    <AddPersonForm
      label={translate('app.apartments.add_stock_holder')}
      ready={ready}
      busy={busy}
      onAdd={add}
      beside={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next: 'new' | 'resident' | null) => next && setMode(next)}
          aria-label={translate('app.apartments.add_stock_holder')}
        >
          <ToggleButton value="new">{translate('app.apartments.new_person')}</ToggleButton>
          <ToggleButton value="resident">{translate('app.apartments.existing_resident')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {mode === 'new' ? (
        <>
          <TextField
            label={translate('app.apartments.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth={false}
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            label={translate('app.apartments.surname')}
            value={surname}
            onChange={(event) => setSurname(event.target.value)}
            required
            fullWidth={false}
            error={Boolean(errors.surname)}
            helperText={errors.surname}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <PhoneField
            label={translate('app.apartments.phone')}
            value={phone}
            onChange={setPhone}
            fullWidth={false}
            error={phoneInvalid || Boolean(errors.phone)}
            helperText={errors.phone || (phoneInvalid ? translate('app.validation.phone') : undefined)}
          />
        </>
      ) : (
        <ResidentPicker
          value={resident}
          onChange={setResident}
          label={translate('app.apartments.resident')}
          error={errors.resident_id}
        />
      )}
    </AddPersonForm>
  );
}
