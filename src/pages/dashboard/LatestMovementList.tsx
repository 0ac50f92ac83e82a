import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { DashboardFinance } from '../../dataProvider/custom/session';

/** "Gider · Asansör bakımı"; the kind alone when the text says nothing more. */
const movementText = (kind: string, description: string | null) =>
  description && description !== kind ? `${kind} · ${description}` : kind;

/** The newest ledger rows: kind and text, date and account, the signed amount (money in green, out in red). */
export const LatestMovementList = memo(function LatestMovementList({
  movements,
}: {
  movements: DashboardFinance['movements'];
}) {
  const translate = useTranslate();
  if (movements.length === 0) {
    return <Typography color="text.secondary">{translate('app.dashboard.no_movements')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {movements.map((m) => (
        <ListItem
          key={m.id}
          disableGutters
          divider
          secondaryAction={
            <Typography sx={{ fontWeight: 600 }} color={m.amount < 0 ? 'error.main' : 'success.dark'}>
              {formatMoney(m.amount)}
            </Typography>
          }
          sx={{ pr: 14 }}
        >
          <ListItemText
            primary={movementText(translate(`app.dashboard.kinds.${m.kind}`), m.description)}
            secondary={`${m.date} · ${m.account}`}
          />
        </ListItem>
      ))}
    </List>
  );
});
