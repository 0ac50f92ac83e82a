import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { normalizeDmy } from '../../common/date';
import { kurusToNumber } from '../../common/money';
import { http } from '../dataProvider/http';
import { callApi, fieldErrorsOf } from '../lib/callApi';
import { isUsableDmy, today } from '../lib/DmyField';
import { CashAccountSelect, DateAndDescriptionFields, IncomeTypeSelect, MoneyField } from './MoneyFields';
import {
  type CollectionResult,
  type DebtRow,
  moneyInputText,
  readMoney,
  useCashAccountChoice,
  useIncomeTypes,
} from './moneyApi';
import { ReceiptButton } from './ReceiptButton';

/**
 * Pays one debt (POST /payment/debt): the amount starts at what remains; more than that goes to the payer's
 * advance. After saving, the server's description and the receipt button are shown.
 */
export function PayDebtDialog({
  debt,
  onClose,
  onPaid,
}: {
  debt: DebtRow | null;
  onClose(): void;
  /** Called after a successful payment (reload the debts). */
  onPaid?(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payments.${key}`, options);
  const { accounts, accountId, setAccountId } = useCashAccountChoice();
  const types = useIncomeTypes(
    debt !== null,
    debt ? [{ id: debt.accounting_type_id, name: debt.accounting_type }] : [],
  );
  const [amount, setAmount] = useState('');
  const [typeId, setTypeId] = useState<number | ''>('');
  const [date, setDate] = useState(today());
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ description: string; data: CollectionResult } | null>(null);

  useEffect(() => {
    if (!debt) return;
    setAmount(moneyInputText(debt.remaining));
    setTypeId(debt.accounting_type_id);
    setDate(today());
    setDescription('');
    setErrors({});
    setDone(null);
  }, [debt]);

  const reading = readMoney(amount);
  const ready =
    reading !== null && 'kurus' in reading && accountId !== '' && typeId !== '' && isUsableDmy(date);

  const submit = async () => {
    if (!debt || !ready || busy) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await callApi(() =>
        http.post<{ description: string; data: CollectionResult }>('/payment/debt', {
          debt_id: debt.id,
          account_id: accountId,
          accounting_type_id: typeId,
          amount: kurusToNumber((reading as { kurus: bigint }).kurus),
          date: normalizeDmy(date),
          description: description.trim() || null,
        }),
      );
      setDone(answer);
      notify(answer.description, { type: 'success' });
      onPaid?.();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={debt !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('pay_title')}</DialogTitle>
      {debt && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogContent sx={{ pt: '4px !important' }}>
            <Typography sx={{ mb: 2 }}>
              {t('pay_debt_summary', {
                due_date: debt.due_date,
                description: debt.description,
                apartment: `${debt.building_name} ${debt.identifier}`,
                resident: debt.resident_name,
              })}
            </Typography>
            {done ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Alert severity="success" sx={{ width: '100%' }}>
                  {done.description}
                </Alert>
                <ReceiptButton
                  receiptId={done.data.receipt_id}
                  number={done.data.receipt_number}
                  variant="contained"
                  size="medium"
                />
              </Stack>
            ) : (
              <Stack spacing={2}>
                <MoneyField
                  label={t('amount_to_pay')}
                  value={amount}
                  onChange={setAmount}
                  serverError={errors.amount}
                  required
                  autoFocus
                  helperText={t('surplus_hint')}
                />
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
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate(done ? 'ra.action.close' : 'ra.action.cancel')}</Button>
            {!done && (
              <Button type="submit" variant="contained" disabled={!ready || busy}>
                {t('collect')}
              </Button>
            )}
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
