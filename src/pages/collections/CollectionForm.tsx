import PaymentsIcon from '@mui/icons-material/Payments';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useCanAccess } from 'react-admin';
import type { CollectionResult, DebtRow } from '../../dataProvider/custom/moneyAnswers';
import type { WriteResult } from '../../dataProvider/send';
import { useDataWrite } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { MoneyField } from '../../money/MoneyFields';
import { moneyInputText, readMoney, useIncomeTypes } from '../../money/moneyInputs';
import type { PayerOption } from '../../money/PayerPicker';
import { PaymentFields, usePaymentForm } from '../../money/PaymentFields';
import { collectionBody, fillAmount } from './collectionRequest';
import { PreviewPanel } from './PreviewPanel';
import { useCollectionPreview } from './useCollectionPreview';

/**
 * "Ödeme": one amount, the cash account, income type, date and description; beside it the server's preview of
 * how the amount is spread. Saving collects it (POST /payment/debts) and reloads the payer's debts.
 */
export function CollectionForm({
  payer,
  openDebts,
  chosen,
  onCollected,
  onTyping,
}: {
  payer: PayerOption;
  openDebts: DebtRow[];
  /** The ticked debts' ids, in the table's order. */
  chosen: number[];
  onCollected(answer: WriteResult<CollectionResult>): void;
  /** The amount changes: the last collection's message goes. */
  onTyping(): void;
}) {
  const t = useScopedTranslate('app.collection');
  const form = usePaymentForm();
  const { typeId, set, accountId } = form;
  const collect = useDataWrite('collect', { invalidates: ['payerDebts', 'cashAccounts'] });
  // A support session writes nothing: it sees the debts, not ÖDE nor the spread (the collection's own call).
  const { canAccess: canCollect } = useCanAccess({ resource: 'accounting', action: 'create' });
  const { errors, setErrors } = collect;
  const typeFallback = useMemo(
    () => openDebts.map((debt) => ({ id: debt.accounting_type_id, name: debt.accounting_type })),
    [openDebts],
  );
  const { types } = useIncomeTypes(true, typeFallback);

  // The income type follows the debt the amount pays first (the first ticked one, else the oldest open one), so
  // a Demirbaş debt is collected as Demirbaş, until the user picks a type.
  const firstPaid = openDebts.find((debt) => debt.id === chosen[0]) ?? openDebts[0];
  useEffect(() => {
    if (form.typeChosen || types.length === 0) return;
    const wanted = firstPaid?.accounting_type_id;
    const next = types.some((type) => type.id === wanted) ? wanted! : typeId === '' ? types[0]!.id : typeId;
    if (next !== typeId) set({ typeId: next });
  }, [types, typeId, firstPaid, form.typeChosen, set]);

  // A new payer starts over: no amount, no messages.
  const payerKey = `${payer.kind}-${payer.id}`;
  useEffect(() => {
    void payerKey;
    set({ amount: '', typeChosen: false });
    setErrors({});
  }, [payerKey, set, setErrors]);

  const reading = readMoney(form.amount);
  const body = collectionBody(payer, reading && 'kurus' in reading ? reading.kurus : null, chosen);
  const preview = useCollectionPreview(canCollect ? body : null);
  const ready = body !== null && accountId !== '' && typeId !== '' && form.dateReady && !collect.busy;

  const submit = async () => {
    if (!ready) return;
    const sentAmount = form.amount;
    const { answer } = await collect.run({
      ...body,
      account_id: accountId,
      accounting_type_id: typeId,
      ...form.dated(),
    });
    if (!answer) return;
    onCollected(answer);
    form.clearSent(sentAmount);
  };

  const fill = () => {
    const total = fillAmount(openDebts, chosen);
    if (total !== null) set({ amount: moneyInputText(total) });
  };

  return (
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
            void submit();
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
                value={form.amount}
                onChange={(amount) => {
                  set({ amount });
                  onTyping();
                }}
                serverError={errors.amount}
                required
                fullWidth
              />
              <Button onClick={fill} disabled={openDebts.length === 0} sx={{ mt: 1, flexShrink: 0 }}>
                {t(chosen.length > 0 ? 'fill_chosen' : 'fill_all')}
              </Button>
            </Stack>
            <PaymentFields form={form} types={types} errors={errors} />
          </Stack>
          <Stack spacing={2}>
            <PreviewPanel
              preview={preview.preview}
              error={preview.error}
              loading={preview.loading}
              empty={body === null}
              apartmentPayer={payer.kind === 'apartment'}
            />
            {(errors.resident_id || errors.debt_ids) && (
              <Alert severity="error">{errors.resident_id || errors.debt_ids}</Alert>
            )}
            {canCollect && (
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  startIcon={collect.busy ? <CircularProgress size={18} color="inherit" /> : <PaymentsIcon />}
                  disabled={!ready}
                >
                  {t('collect')}
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
