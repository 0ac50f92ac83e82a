import LogoutIcon from '@mui/icons-material/Logout';
import { Button, useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useDataWrite } from '../../dataProvider/useData';

/** "Çıkış yaptı": a visitor still inside leaves now (the server writes its own clock's time). */
export function GuestLeftButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'guests', action: 'edit' });
  const left = useDataWrite('guestLeft');
  if (!record || record.left_at || !canAccess) return null;
  return (
    <Button
      label="app.guests.left_now"
      aria-label={translate('app.guests.left_now_label', { name: record.name })}
      disabled={left.busy}
      onClick={async (event) => {
        event.stopPropagation();
        const outcome = await left.run({ id: Number(record.id) });
        if (outcome.answer) refresh();
      }}
    >
      <LogoutIcon />
    </Button>
  );
}
