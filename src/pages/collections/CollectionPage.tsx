import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { CollectionResult, DebtRow } from '../../dataProvider/custom/moneyAnswers';
import type { WriteResult } from '../../dataProvider/send';
import { useDataQuery } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { DebtTable } from '../../money/DebtTable';
import { PayDebtDialog } from '../../money/PayDebtDialog';
import { type PayerOption, PayerPicker } from '../../money/PayerPicker';
import { ReceiptButton } from '../../money/ReceiptButton';
import { CollectionForm } from './CollectionForm';
import { remainingOf } from './collectionRequest';
import { ReceiptSmsButton } from './ReceiptSmsButton';
import { usePayerFromUrl } from './usePayerFromUrl';

/**
 * Tahsilat: find a resident or a flat, see the open debts oldest first, type one amount and see before saving
 * how it is spread over the debts (oldest first, or the ones ticked) and what goes to the advance; then save it
 * (POST /payment/debts) and open the receipt. A single debt can also be paid from its row.
 */
export function CollectionPage() {
  const t = useScopedTranslate('app.collection');

  const [payer, setPayer] = useState<PayerOption | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [result, setResult] = useState<WriteResult<CollectionResult> | null>(null);
  const [paying, setPaying] = useState<DebtRow | null>(null);
  usePayerFromUrl(setPayer);

  // A new payer starts over: nothing chosen, no last collection.
  const payerKey = payer ? `${payer.kind}-${payer.id}` : '';
  useEffect(() => {
    void payerKey;
    setSelected([]);
    setResult(null);
  }, [payerKey]);

  const debts = useDataQuery('payerDebts', payer ? { kind: payer.kind, id: payer.id } : null);
  const openDebts = useMemo(
    () => (payer ? (debts.data?.Records ?? []).filter((debt) => debt.remaining > 0) : []),
    [debts.data, payer],
  );
  const advanceBalance = payer?.kind === 'resident' ? debts.data?.AdditionalData?.advance_balance : undefined;
  const chosen = useMemo(
    () => openDebts.filter((debt) => selected.includes(debt.id)).map((debt) => debt.id),
    [openDebts, selected],
  );

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
            {payer && !debts.isLoading && (
              <Box aria-live="polite">
                <Typography>
                  {t('open_total', { amount: formatMoney(remainingOf(openDebts)), count: openDebts.length })}
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
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <ReceiptButton receiptId={result.data.receipt_id} number={result.data.receipt_number} />
              <ReceiptSmsButton receiptId={result.data.receipt_id} />
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
                loading={debts.isLoading}
                selected={selected}
                onSelect={setSelected}
                showApartment={payer.kind === 'resident'}
                showResident={payer.kind === 'apartment'}
                onPay={setPaying}
                emptyText={t('no_open_debts')}
              />
            </CardContent>
          </Card>
          <CollectionForm
            payer={payer}
            openDebts={openDebts}
            chosen={chosen}
            onCollected={(answer) => {
              setResult(answer);
              setSelected([]);
            }}
            onTyping={() => setResult(null)}
          />
        </>
      )}
      <PayDebtDialog debt={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
