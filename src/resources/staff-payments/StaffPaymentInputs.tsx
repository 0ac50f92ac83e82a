import { Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../common/money';
import type { StaffChoice, StaffPaymentKind } from '../../dataProvider/custom/staffPayments';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { decimalText } from '../../lib/DecimalTextInput';

export const KINDS: StaffPaymentKind[] = ['wage', 'advance', 'bonus', 'other'];

/** The payment kinds for a picker, in the user's language. */
export function useKindChoices() {
  const translate = useTranslate();
  return useMemo(
    () => KINDS.map((kind) => ({ id: kind, name: translate(`app.staff_payments.kinds.${kind}`) })),
    [translate],
  );
}

/** The staff members still employed; quietly none for a user who may not read them. */
export function useStaffChoices(): StaffChoice[] {
  const { data } = useDataQuery('staffPaymentChoices', undefined, { silent: true });
  return recordsOf(data);
}

/** Under a wage: the chosen staff member's monthly wage, and a button writing it as the amount. */
export function StaffWageHint({ staff }: { staff: StaffChoice[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [staffId, kind] = useWatch({ name: ['staff_id', 'kind'] });
  const person = staff.find((choice) => choice.id === Number(staffId));
  if (kind !== 'wage' || !person || person.monthly_wage <= 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.staff_payments.wage_hint', {
          name: person.name,
          amount: formatMoney(person.monthly_wage),
        })}
      </Typography>
      <Button
        size="small"
        onClick={() =>
          setValue('amount', decimalText(person.monthly_wage), { shouldDirty: true, shouldValidate: true })
        }
      >
        {translate('app.staff_payments.use_wage')}
      </Button>
    </Box>
  );
}
