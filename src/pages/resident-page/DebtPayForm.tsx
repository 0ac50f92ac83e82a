import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '../../../common/money';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { feeKurus, type PayableDebt, totalKurus } from './paymentAmounts';
import { fill, useResidentPage } from './residentContext';
import { useStartPayment } from './residentQueries';

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 } as const;

/**
 * The open debts with a box each, all ticked at first (oldest first, every flat of the resident together), the
 * total of the ticked ones and, when the association passes it on, the card fee; **Öde** starts the payment on
 * the server and sends the browser to the provider's page.
 */
export function DebtPayForm({
  debts,
  onlinePayment,
}: {
  debts: PayableDebt[];
  onlinePayment: NonNullable<ResidentSummary['online_payment']>;
}) {
  const { texts } = useResidentPage();
  const chooseId = useId();
  const [chosen, setChosen] = useState(() => new Set(debts.map((debt) => debt.id)));
  const [unchosen, setUnchosen] = useState(false);
  const start = useStartPayment();
  const picked = debts.filter((debt) => chosen.has(debt.id));
  const total = totalKurus(picked);
  const residentPays = onlinePayment.commission_payer === 'resident';
  const fee = residentPays ? feeKurus(total, onlinePayment.commission_rate) : 0n;

  const toggle = (id: number) => {
    setUnchosen(false);
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) {
      setUnchosen(true);
      return;
    }
    const answer = await start.mutateAsync({ debt_ids: picked.map((debt) => debt.id) }).catch(() => null);
    // The provider's page (or the test bank) takes over; the resident comes back with ?payment=.
    if (answer) window.location.assign(answer.data.redirect_url);
  };

  return (
    <Box component="form" onSubmit={pay} noValidate>
      <Typography id={chooseId} variant="body2" color="text.secondary">
        {texts.debts.choose}
      </Typography>
      <Box component="ul" aria-labelledby={chooseId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {debts.map((debt) => (
          <Box component="li" key={debt.id} sx={{ ...row, alignItems: 'center' }}>
            <FormControlLabel
              sx={{ minWidth: 0, mr: 0 }}
              control={<Checkbox checked={chosen.has(debt.id)} onChange={() => toggle(debt.id)} />}
              label={
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{debt.description}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[debt.flat, debt.due_date && fill(texts.debts.due, { date: debt.due_date })]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              }
            />
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(debt.remaining)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={row}>
        <Typography>{texts.debts.chosen}</Typography>
        <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(total)}</Typography>
      </Box>
      {residentPays && (
        <Box sx={row}>
          <Typography>{fill(texts.debts.fee, { rate: onlinePayment.commission_rate })}</Typography>
          <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(fee)}</Typography>
        </Box>
      )}
      <Box sx={row}>
        <Typography sx={{ fontWeight: 'bold' }}>{texts.debts.to_pay}</Typography>
        <Typography sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{formatMoney(total + fee)}</Typography>
      </Box>
      {residentPays && (
        <Typography variant="body2" color="text.secondary">
          {texts.debts.fee_note}
        </Typography>
      )}
      {unchosen && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {texts.debts.none_chosen}
        </Alert>
      )}
      {start.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {start.error.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 1.5 }} disabled={start.isPending}>
        {start.isPending ? texts.debts.starting : texts.debts.pay}
      </Button>
    </Box>
  );
}
