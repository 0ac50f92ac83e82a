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
import { useTranslate } from 'react-admin';
import { kurusToNumber } from '../../common/money';
import type { CollectionResult, DebtRow } from '../dataProvider/custom/moneyAnswers';
import type { WriteResult } from '../dataProvider/send';
import { useDataWrite } from '../dataProvider/useData';
import { useScopedTranslate } from '../lib/useScopedTranslate';
import { MoneyField } from './MoneyFields';
import { moneyInputText, readMoney, useIncomeTypes } from './moneyInputs';
import { PaymentFields, usePaymentForm } from './PaymentFields';
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
  const titleId = useId();
  const t = useScopedTranslate('app.payments');
  const form = usePaymentForm();
  const { reset } = form;
  const { types } = useIncomeTypes(
    debt !== null,
    debt ? [{ id: debt.accounting_type_id, name: debt.accounting_type }] : [],
  );
  const pay = useDataWrite('payDebt', { invalidates: ['payerDebts', 'cashAccounts'] });
  const { setErrors } = pay;
  const [done, setDone] = useState<WriteResult<CollectionResult> | null>(null);

  useEffect(() => {
    if (!debt) return;
    reset({ amount: moneyInputText(debt.remaining), typeId: debt.accounting_type_id });
    setErrors({});
    setDone(null);
  }, [debt, reset, setErrors]);

  const reading = readMoney(form.amount);
  const ready =
    reading !== null && 'kurus' in reading && form.accountId !== '' && form.typeId !== '' && form.dateReady;

  const submit = async () => {
    if (!debt || !ready || pay.busy || form.accountId === '' || form.typeId === '') return;
    const { answer } = await pay.run({
      debt_id: debt.id,
      account_id: form.accountId,
      accounting_type_id: form.typeId,
      amount: kurusToNumber((reading as { kurus: bigint }).kurus),
      ...form.dated(),
    });
    if (!answer) return;
    setDone(answer);
    onPaid?.();
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
                  value={form.amount}
                  onChange={(amount) => form.set({ amount })}
                  serverError={pay.errors.amount}
                  required
                  autoFocus
                  helperText={t('surplus_hint')}
                />
                <PaymentFields form={form} types={types} errors={pay.errors} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate(done ? 'ra.action.close' : 'ra.action.cancel')}</Button>
            {!done && (
              <Button type="submit" variant="contained" disabled={!ready || pay.busy}>
                {t('collect')}
              </Button>
            )}
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
