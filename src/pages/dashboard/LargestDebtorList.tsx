import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { DashboardFinance } from '../../dataProvider/custom/session';

/** The flats and responsible residents owing most, largest first. */
export const LargestDebtorList = memo(function LargestDebtorList({
  debtors,
}: {
  debtors: DashboardFinance['debtors'];
}) {
  const translate = useTranslate();
  // The list counts only debt already due, like "Vadesi gelmiş borç"; "Açık borç" also counts debt not yet due.
  const detail = (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('app.dashboard.debtors_detail')}
    </Typography>
  );
  if (debtors.length === 0) {
    return (
      <>
        {detail}
        <Typography color="text.secondary">{translate('app.dashboard.no_debtors')}</Typography>
      </>
    );
  }
  return (
    <>
      {detail}
      <List dense disablePadding>
        {debtors.map((d) => (
          <ListItem
            key={`${d.apartment_id}-${d.resident_id}`}
            disableGutters
            divider
            secondaryAction={<Typography sx={{ fontWeight: 600 }}>{formatMoney(d.open)}</Typography>}
            sx={{ pr: 14 }}
          >
            <ListItemText
              primary={d.resident_name}
              secondary={translate('app.dashboard.flat', {
                building: d.building_name,
                identifier: d.identifier,
              })}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
});
