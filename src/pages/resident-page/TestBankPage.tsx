import { Alert, Box, Button, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { HttpError } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatMoney, parseAmount } from '../../../common/money';
import { residentPageApi } from '../../dataProvider/custom/residentPage';
import { ResidentShell } from './ResidentShell';
import { useResidentPage } from './residentContext';
import { useResidentPayment } from './residentQueries';

/**
 * The `test` provider's simulated bank (/r/:token/test-bank/:paymentId): the demo and a newcomer try online
 * payment without a real card or provider. It stands where PayTR's or iyzico's page would, then sends the
 * resident back to their page with `?payment=`, as a real provider does.
 */
export function TestBankPage() {
  const { token = '' } = useParams();
  return (
    <ResidentShell token={token}>
      <TestBank />
    </ResidentShell>
  );
}

type Field = 'card' | 'expiry' | 'cvc';
const digits = (text: string) => text.replace(/\D/g, '');

function TestBank() {
  const { token, texts } = useResidentPage();
  const words = texts.test_bank;
  const paymentId = Number(useParams().paymentId);
  const payment = useResidentPayment(Number.isInteger(paymentId) && paymentId > 0 ? paymentId : null);
  const [values, setValues] = useState<Record<Field, string>>({ card: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const back = `/sakin/${encodeURIComponent(token)}?payment=${paymentId}`;
  const complete = useMutation<unknown, HttpError, string>({
    mutationFn: (card) => residentPageApi.completeTestPayment({ payment_id: paymentId, card }),
    // The result is on the resident's page, whatever the card did, as after a real bank's page.
    onSuccess: () => window.location.assign(back),
  });
  const answer = payment.data?.data;
  const charged = answer ? (parseAmount(answer.total) ?? 0n) : null;

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (digits(values.card).length !== 16) found.card = words.card_invalid;
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(values.expiry.trim())) found.expiry = words.expiry_invalid;
    if (!/^\d{3}$/.test(values.cvc.trim())) found.cvc = words.cvc_invalid;
    setErrors(found);
    if (Object.keys(found).length === 0) complete.mutate(digits(values.card));
  };
  const field = (name: Field, label: string, autoComplete: string, maxLength: number) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete, maxLength } }}
    />
  );

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {words.title}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {words.explain}
          <Box sx={{ mt: 1 }}>{words.cards}</Box>
        </Alert>
        {payment.isError && <Alert severity="error">{payment.error.message}</Alert>}
        {charged !== null && (
          <Typography sx={{ mb: 2 }}>
            {words.amount}: <strong>{formatMoney(charged)}</strong>
          </Typography>
        )}
        <Stack component="form" spacing={2} onSubmit={pay} noValidate>
          {field('card', words.card, 'off', 19)}
          {/* Side by side "Son kullanma (AA/YY)" was cut at 390 px: one under the other on a phone. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('expiry', words.expiry, 'off', 5)}
            {field('cvc', words.cvc, 'off', 3)}
          </Stack>
          {complete.error && <Alert severity="error">{complete.error.message}</Alert>}
          <Button type="submit" variant="contained" disabled={complete.isPending || !answer}>
            {complete.isPending ? words.paying : words.pay}
          </Button>
          <Link href={back}>{words.back}</Link>
        </Stack>
      </Paper>
    </Container>
  );
}
