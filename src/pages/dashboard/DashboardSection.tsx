import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A titled card of the dashboard with a link to the report its content comes from. */
export function DashboardSection({
  title,
  to,
  children,
}: {
  title: string;
  to: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = `dashboard-${title.replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
          }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            {title}
          </Typography>
          <Link
            component={RouterLink}
            to={to}
            variant="body2"
            aria-label={`${title}: ${translate('app.dashboard.to_report')}`}
          >
            {translate('app.dashboard.to_report')}
          </Link>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
