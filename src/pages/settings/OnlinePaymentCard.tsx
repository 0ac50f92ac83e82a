import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatHundredths, readDecimal, toHundredths } from '../../../common/decimal';
import type {
  CommissionPayer,
  OnlinePaymentSettings,
  OnlinePaymentSettingsBody,
  PaymentProviderName,
} from '../../dataProvider/custom/onlinePayments';
import { recordsOf, useDataQuery, useDataWrite } from '../../dataProvider/useData';

type Secret = 'merchant_id' | 'merchant_key' | 'merchant_salt' | 'api_key' | 'secret_key';
const SECRETS: Record<PaymentProviderName, Secret[]> = {
  paytr: ['merchant_id', 'merchant_key', 'merchant_salt'],
  iyzico: ['api_key', 'secret_key'],
  test: [],
};
const PROVIDERS: PaymentProviderName[] = ['paytr', 'iyzico', 'test'];
const text = (key: string) => `app.settings.online.${key}`;

/** "1,99" → a percent of at most 20 with two decimals (the server keeps at most 2000 basis points). */
const rateIsValid = (rate: string) => {
  const reading = readDecimal(rate, 2, 2);
  return 'value' in reading && toHundredths(reading.value) <= 2000;
};

/** The stored rate as the manager types it: the server answers a number (1.99), the field shows "1,99". */
const rateText = (stored: number | undefined) => {
  if (stored === undefined) return '';
  const reading = readDecimal(stored, 2, 2);
  return 'value' in reading ? formatHundredths(toHundredths(reading.value)) : String(stored);
};

/** The settings card of online dues payment (issue 24); the form appears once the stored settings are read. */
export function OnlinePaymentCard() {
  const translate = useTranslate();
  const read = useDataQuery('onlinePaymentSettings', undefined, { silent: true });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(text('title'))}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(text('explain'))}
        </Typography>
        {read.isPending ? <LinearProgress /> : <OnlinePaymentForm stored={read.data?.data ?? null} />}
      </CardContent>
    </Card>
  );
}

/**
 * The provider, its credentials, who bears the commission and at what rate, and the cash account. Credentials
 * are never shown nor prefilled: a stored one says "kayıtlı", and a field left empty is not sent, which keeps it.
 */
function OnlinePaymentForm({ stored }: { stored: OnlinePaymentSettings | null }) {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'settings', action: 'edit' });
  const labelId = useId();
  const accounts = recordsOf(useDataQuery('cashAccounts', undefined, { silent: true }).data);
  const save = useDataWrite('saveOnlinePaymentSettings', { invalidates: ['onlinePaymentSettings'] });
  const [provider, setProvider] = useState<PaymentProviderName>(stored?.provider ?? 'paytr');
  const [secrets, setSecrets] = useState<Partial<Record<Secret, string>>>({});
  const [payer, setPayer] = useState<CommissionPayer>(stored?.commission_payer ?? 'association');
  const [rate, setRate] = useState(rateText(stored?.commission_rate));
  const [cashAccount, setCashAccount] = useState<number | ''>(stored?.cash_account_id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Credentials stored for the provider on screen: another provider needs all of its own.
  const kept = Boolean(stored?.credentials_set) && stored?.provider === provider;
  const shown = { ...errors, ...save.errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of SECRETS[provider])
      if (!kept && !secrets[name]?.trim())
        found[name] = translate(text('required'), { name: translate(text(name)) });
    if (!rateIsValid(rate)) found.commission_rate = translate(text('rate_invalid'));
    if (cashAccount === '') found.cash_account_id = translate(text('cash_account_required'));
    setErrors(found);
    if (Object.keys(found).length > 0 || cashAccount === '') return;
    const body: OnlinePaymentSettingsBody = {
      provider,
      commission_payer: payer,
      commission_rate: rate.trim(),
      cash_account_id: cashAccount,
    };
    for (const name of SECRETS[provider]) {
      const typed = secrets[name]?.trim();
      if (typed) body[name] = typed;
    }
    if ((await save.run(body)).answer) setSecrets({});
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Box>
        <FormLabel id={`${labelId}-provider`}>{translate(text('provider'))}</FormLabel>
        <RadioGroup
          aria-labelledby={`${labelId}-provider`}
          value={provider}
          onChange={(event) => setProvider(event.target.value as PaymentProviderName)}
        >
          {PROVIDERS.map((name) => (
            <FormControlLabel
              key={name}
              value={name}
              control={<Radio />}
              label={translate(text(`providers.${name}`))}
              disabled={!canEdit}
            />
          ))}
        </RadioGroup>
      </Box>
      {SECRETS[provider].map((name) => (
        <TextField
          key={name}
          type="password"
          label={translate(text(name))}
          value={secrets[name] ?? ''}
          onChange={(event) => setSecrets({ ...secrets, [name]: event.target.value })}
          error={Boolean(shown[name])}
          helperText={shown[name] ?? (kept ? translate(text('saved')) : undefined)}
          disabled={!canEdit}
          slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
        />
      ))}
      <Box>
        <FormLabel id={`${labelId}-payer`}>{translate(text('commission_payer'))}</FormLabel>
        <RadioGroup
          aria-labelledby={`${labelId}-payer`}
          value={payer}
          onChange={(event) => setPayer(event.target.value as CommissionPayer)}
        >
          {(['association', 'resident'] as const).map((name) => (
            <FormControlLabel
              key={name}
              value={name}
              control={<Radio />}
              label={translate(text(`payers.${name}`))}
              disabled={!canEdit}
            />
          ))}
        </RadioGroup>
        {payer === 'resident' && <Alert severity="warning">{translate(text('resident_pays_warning'))}</Alert>}
      </Box>
      <TextField
        label={translate(text('commission_rate'))}
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        error={Boolean(shown.commission_rate)}
        helperText={shown.commission_rate}
        disabled={!canEdit}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: 240 }}
      />
      <TextField
        select
        label={translate(text('cash_account'))}
        value={cashAccount}
        onChange={(event) => setCashAccount(Number(event.target.value))}
        error={Boolean(shown.cash_account_id)}
        helperText={shown.cash_account_id}
        disabled={!canEdit}
      >
        {accounts.map((account) => (
          <MenuItem key={account.id} value={account.id}>
            {account.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" disabled={!canEdit || save.busy}>
          {translate(text('save'))}
        </Button>
      </Box>
    </Stack>
  );
}
