import PaymentsIcon from '@mui/icons-material/Payments';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { normalizeDmy } from '../../../common/date';
import { formatMoney, kurusToNumber } from '../../../common/money';
import { http } from '../../dataProvider/http';
import { callApi, fieldErrorsOf } from '../../lib/callApi';
import { isUsableDmy, today } from '../../lib/DmyField';
import { DebtTable, tableScroll } from '../../money/DebtTable';
import {
  CashAccountSelect,
  DateAndDescriptionFields,
  IncomeTypeSelect,
  MoneyField,
} from '../../money/MoneyFields';
import {
  type CollectionResult,
  type DebtRow,
  type DebtTotals,
  type ListWithTotals,
  moneyInputText,
  readMoney,
  useCashAccountChoice,
  useIncomeTypes,
} from '../../money/moneyApi';
import { PayDebtDialog } from '../../money/PayDebtDialog';
import { type PayerOption, PayerPicker } from '../../money/PayerPicker';
import { ReceiptButton } from '../../money/ReceiptButton';
import { useApiGet } from '../../resources/apartments/useApiGet';

interface Preview {
  amount: number;
  allocations: {
    debt_id: number;
    description: string;
    due_date: string;
    remaining: number;
    amount: number;
    remaining_after: number;
  }[];
  to_advance: number;
}

type DebtsAnswer = ListWithTotals<DebtRow, DebtTotals & { advance_balance?: number }>;

/** The payer named in the URL (`?resident_id=` or `?apartment_id=`, from a resident's or a flat's page). */
function usePayerFromUrl(setPayer: (payer: PayerOption) => void) {
  const [params] = useSearchParams();
  const residentId = Number(params.get('resident_id')) || null;
  const apartmentId = Number(params.get('apartment_id')) || null;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || (!residentId && !apartmentId)) return;
    done.current = true;
    if (residentId) {
      callApi(() =>
        http.get<{ data: { name: string; surname: string } }>('/resident/single', {
          params: { id: residentId },
        }),
      )
        .then(({ data }) =>
          setPayer({ kind: 'resident', id: residentId, label: `${data.name} ${data.surname}` }),
        )
        .catch(() => undefined);
    } else if (apartmentId) {
      callApi(() =>
        http.get<{ data: { building_name: string; identifier: string } }>('/apartment', {
          params: { id: apartmentId },
        }),
      )
        .then(({ data }) =>
          setPayer({ kind: 'apartment', id: apartmentId, label: `${data.building_name} ${data.identifier}` }),
        )
        .catch(() => undefined);
    }
  }, [residentId, apartmentId, setPayer]);
}

/**
 * Tahsilat: find a resident or a flat, see the open debts oldest first, type one amount and see before saving
 * how it is spread over the debts (oldest first, or the ones ticked) and what goes to the advance; then save it
 * (POST /payment/debts) and open the receipt. A single debt can also be paid from its row.
 */
export function CollectionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.collection.${key}`, options);
  const { canAccess: canCollect, isPending: checking } = useCanAccess({
    resource: 'accounting',
    action: 'create',
  });

  const [payer, setPayer] = useState<PayerOption | null>(null);
  usePayerFromUrl(setPayer);
  const debtsUrl = payer ? (payer.kind === 'resident' ? '/resident/debts' : '/apartment/debts') : null;
  const debts = useApiGet<DebtsAnswer>(
    debtsUrl,
    payer
      ? { [payer.kind === 'resident' ? 'resident_id' : 'apartment_id']: payer.id, page: 1, per_page: 500 }
      : {},
  );
  const openDebts = useMemo(
    () => (payer ? (debts.data?.Records ?? []).filter((debt) => debt.remaining > 0) : []),
    [debts.data, payer],
  );
  const advanceBalance = payer?.kind === 'resident' ? debts.data?.AdditionalData?.advance_balance : undefined;

  const [selected, setSelected] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [typeId, setTypeId] = useState<number | ''>('');
  const [date, setDate] = useState(today());
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ description: string; data: CollectionResult } | null>(null);
  const [paying, setPaying] = useState<DebtRow | null>(null);

  const { accounts, accountId, setAccountId } = useCashAccountChoice();
  const typeFallback = useMemo(
    () => openDebts.map((debt) => ({ id: debt.accounting_type_id, name: debt.accounting_type })),
    [openDebts],
  );
  const types = useIncomeTypes(true, typeFallback);

  useEffect(() => {
    if (typeId !== '' || types.length === 0) return;
    const first = openDebts[0]?.accounting_type_id;
    setTypeId(types.some((type) => type.id === first) ? first! : types[0]!.id);
  }, [types, typeId, openDebts]);

  // A new payer starts over: nothing chosen, no amount, no preview.
  const payerKey = payer ? `${payer.kind}-${payer.id}` : '';
  useEffect(() => {
    void payerKey;
    setSelected([]);
    setAmount('');
    setErrors({});
    setResult(null);
  }, [payerKey]);

  const reading = readMoney(amount);
  const kurus = reading && 'kurus' in reading ? reading.kurus : null;
  const chosen = useMemo(
    () => openDebts.filter((debt) => selected.includes(debt.id)).map((debt) => debt.id),
    [openDebts, selected],
  );

  // The spread as the server will do it, asked for whenever the payer, the amount or the choice changes.
  const [preview, setPreview] = useState<{ answer: Preview; description: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewCall = useRef(0);
  const chosenKey = chosen.join(',');
  useEffect(() => {
    const call = ++previewCall.current;
    setPreview(null);
    setPreviewError(null);
    if (!payer || kurus === null) {
      setPreviewing(false);
      return;
    }
    setPreviewing(true);
    const timer = setTimeout(() => {
      callApi(() =>
        http.post<{ description: string; data: Preview }>('/payment/debts', {
          [payer.kind === 'resident' ? 'resident_id' : 'apartment_id']: payer.id,
          amount: kurusToNumber(kurus),
          debt_ids: chosenKey ? chosenKey.split(',').map(Number) : null,
          preview: true,
        }),
      )
        .then((answer) => {
          if (call === previewCall.current)
            setPreview({ answer: answer.data, description: answer.description });
        })
        .catch((error: Error) => {
          if (call === previewCall.current) setPreviewError(error.message);
        })
        .finally(() => {
          if (call === previewCall.current) setPreviewing(false);
        });
    }, 350);
    return () => clearTimeout(timer);
  }, [payer, kurus, chosenKey]);

  const ready =
    payer !== null && kurus !== null && accountId !== '' && typeId !== '' && isUsableDmy(date) && !saving;

  const collect = async () => {
    if (!ready || !payer || kurus === null) return;
    setSaving(true);
    setErrors({});
    try {
      const answer = await callApi(() =>
        http.post<{ description: string; data: CollectionResult }>('/payment/debts', {
          [payer.kind === 'resident' ? 'resident_id' : 'apartment_id']: payer.id,
          amount: kurusToNumber(kurus),
          debt_ids: chosen.length > 0 ? chosen : null,
          account_id: accountId,
          accounting_type_id: typeId,
          date: normalizeDmy(date),
          description: description.trim() || null,
          preview: false,
        }),
      );
      notify(answer.description, { type: 'success' });
      setResult(answer);
      setAmount('');
      setDescription('');
      setSelected([]);
      await debts.reload();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const fillTotal = () => {
    const source = chosen.length > 0 ? openDebts.filter((debt) => chosen.includes(debt.id)) : openDebts;
    const total = source.reduce((sum, debt) => sum + Math.round(debt.remaining * 100), 0);
    if (total > 0) setAmount(moneyInputText(total / 100));
  };

  if (!checking && !canCollect) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {t('not_allowed')}
      </Alert>
    );
  }

  const openTotal = openDebts.reduce((sum, debt) => sum + Math.round(debt.remaining * 100), 0) / 100;

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <PayerPicker value={payer} onChange={setPayer} autoFocus />
            {payer && !debts.loading && (
              <Box aria-live="polite">
                <Typography>
                  {t('open_total', { amount: formatMoney(openTotal), count: openDebts.length })}
                </Typography>
                {advanceBalance !== undefined && (
                  <Typography color="text.secondary">
                    {t('advance_balance', { amount: formatMoney(advanceBalance) })}
                  </Typography>
                )}
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>

      {result && (
        <Alert
          severity="success"
          action={
            <Stack direction="row" spacing={1}>
              <ReceiptButton receiptId={result.data.receipt_id} number={result.data.receipt_number} />
              <Button color="inherit" size="small" onClick={() => setResult(null)}>
                {t('new_collection')}
              </Button>
            </Stack>
          }
        >
          {result.description}
        </Alert>
      )}

      {payer && (
        <>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('open_debts')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {chosen.length > 0
                  ? t('chosen_hint', { smart_count: chosen.length })
                  : t('oldest_first_hint')}
              </Typography>
              <DebtTable
                rows={openDebts}
                label={t('open_debts')}
                loading={debts.loading}
                selected={selected}
                onSelect={setSelected}
                showApartment={payer.kind === 'resident'}
                showResident={payer.kind === 'apartment'}
                onPay={setPaying}
                emptyText={t('no_open_debts')}
              />
            </CardContent>
          </Card>

          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('payment')}
              </Typography>
              <Box
                component="form"
                aria-label={t('payment')}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void collect();
                }}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 400px) 1fr' },
                  gap: 3,
                  alignItems: 'start',
                }}
              >
                <Stack spacing={2}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <MoneyField
                      label={t('amount')}
                      value={amount}
                      onChange={(value) => {
                        setAmount(value);
                        setResult(null);
                      }}
                      serverError={errors.amount}
                      required
                      fullWidth
                    />
                    <Button
                      onClick={fillTotal}
                      disabled={openDebts.length === 0}
                      sx={{ mt: 1, flexShrink: 0 }}
                    >
                      {t(chosen.length > 0 ? 'fill_chosen' : 'fill_all')}
                    </Button>
                  </Stack>
                  <CashAccountSelect
                    accounts={accounts}
                    value={accountId}
                    onChange={setAccountId}
                    serverError={errors.account_id}
                    required
                  />
                  <IncomeTypeSelect
                    types={types}
                    value={typeId}
                    onChange={setTypeId}
                    serverError={errors.accounting_type_id}
                    required
                  />
                  <DateAndDescriptionFields
                    date={date}
                    onDate={setDate}
                    description={description}
                    onDescription={setDescription}
                    errors={errors}
                  />
                </Stack>
                <Stack spacing={2}>
                  <PreviewPanel
                    preview={preview?.answer ?? null}
                    error={previewError}
                    loading={previewing}
                    empty={kurus === null}
                    apartmentPayer={payer.kind === 'apartment'}
                  />
                  {(errors.resident_id || errors.debt_ids) && (
                    <Alert severity="error">{errors.resident_id || errors.debt_ids}</Alert>
                  )}
                  <Box>
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <PaymentsIcon />}
                      disabled={!ready}
                    >
                      {t('collect')}
                    </Button>
                  </Box>
                </Stack>
              </Box>
            </CardContent>
          </Card>
        </>
      )}
      <PayDebtDialog debt={paying} onClose={() => setPaying(null)} onPaid={() => void debts.reload()} />
    </Stack>
  );
}

/** How the amount will be spread, in plain Turkish, before anything is saved. */
function PreviewPanel({
  preview,
  error,
  loading,
  empty,
  apartmentPayer,
}: {
  preview: Preview | null;
  error: string | null;
  loading: boolean;
  empty: boolean;
  apartmentPayer: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.collection.${key}`, options);
  const paid = preview
    ? preview.allocations.reduce((sum, a) => sum + Math.round(a.amount * 100), 0) / 100
    : 0;
  return (
    <Box component="section" aria-label={t('preview')} aria-live="polite" aria-busy={loading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('preview')}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{t('preview_empty')}</Typography>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : !preview ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={16} color="inherit" />
          <Typography>{t('preview_loading')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={1}>
          {preview.allocations.length > 0 ? (
            <>
              <Typography>
                {t('preview_spread', {
                  amount: formatMoney(paid),
                  smart_count: preview.allocations.length,
                })}
              </Typography>
              <Box sx={tableScroll}>
                <Table size="small" aria-label={t('preview')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.payments.due_date')}</TableCell>
                      <TableCell>{translate('app.payments.description')}</TableCell>
                      <TableCell align="right">{translate('app.payments.remaining')}</TableCell>
                      <TableCell align="right">{t('to_pay')}</TableCell>
                      <TableCell align="right">{t('remaining_after')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.allocations.map((allocation) => (
                      <TableRow key={allocation.debt_id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{allocation.due_date}</TableCell>
                        <TableCell>{allocation.description}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(allocation.remaining)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                          {formatMoney(allocation.amount)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {allocation.remaining_after > 0
                            ? formatMoney(allocation.remaining_after)
                            : t('closed')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          ) : (
            <Typography>{t('preview_no_debt')}</Typography>
          )}
          {preview.to_advance > 0 && (
            <Alert severity="info">
              {t(apartmentPayer ? 'preview_advance_owner' : 'preview_advance', {
                amount: formatMoney(preview.to_advance),
              })}
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}
