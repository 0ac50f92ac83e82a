import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Licence } from '../../dataProvider/custom/session';
import { useCountFormat } from '../../lib/useCountFormat';

/** The licence at a glance: package, end date, days left, apartments used of the limit, SMS credits. */
export function LicenceSummary({ licence }: { licence: Licence }) {
  const translate = useTranslate();
  const count = useCountFormat();
  const used = Math.min(
    100,
    Math.round((licence.apartment_count / Math.max(1, licence.apartment_limit)) * 100),
  );
  const item = (label: string, value: string) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined">
      <CardContent
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' } }}
      >
        {item(translate('app.licence.package'), licence.package_name ?? translate('app.licence.trial'))}
        {item(translate('app.licence.end'), licence.licence_end)}
        {item(
          translate('app.licence.days_left'),
          licence.is_expired
            ? translate('app.licence.ended')
            : translate('app.licence.days_left_value', { smart_count: licence.days_left }),
        )}
        <Box>
          {item(
            translate('app.licence.apartments'),
            translate('app.licence.apartments_value', {
              used: count(licence.apartment_count),
              limit: count(licence.apartment_limit),
            }),
          )}
          <LinearProgress
            variant="determinate"
            value={used}
            color={used >= 90 ? 'warning' : 'primary'}
            aria-label={translate('app.licence.apartments_bar')}
          />
        </Box>
        {item(translate('app.licence.sms_credits'), count(licence.sms_credits))}
      </CardContent>
    </Card>
  );
}
