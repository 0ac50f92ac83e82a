import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff';
import { useTranslate } from 'react-admin';

/** Beside a phone: this person asked not to get SMS (the compose page leaves them out). */
export function SmsOptOutMark() {
  const translate = useTranslate();
  return (
    <SpeakerNotesOffIcon
      fontSize="small"
      color="action"
      titleAccess={translate('app.residents.no_sms')}
      sx={{ verticalAlign: 'middle', ml: 0.5 }}
    />
  );
}
