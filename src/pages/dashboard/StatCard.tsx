import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface StatCardProps {
  icon: ComponentType<{ color?: 'primary' | 'warning' }>;
  label: string;
  /** The figure, already formatted. */
  value: ReactNode;
  /** A second line under the label (a part of the figure, how it was reached). */
  detail?: string;
  to?: string;
  warning?: string;
}

/** One figure of the dashboard: icon, value, label, and the page it leads to. */
export function StatCard({ icon: Icon, label, value, detail, to, warning }: StatCardProps) {
  const body: ReactNode = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
      {/* On a phone two cards share a row: the words say enough without the icon. */}
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <Icon color={warning ? 'warning' : 'primary'} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h5"
          component="p"
          color={warning ? 'warning.main' : 'text.primary'}
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            fontSize: { xs: '1.15rem', sm: '1.3rem', lg: '1.5rem' },
          }}
        >
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
        {warning && (
          <Typography variant="body2" color="warning.main">
            {warning}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={warning ? { borderColor: 'warning.main' } : undefined}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** The dashboard's grid of count cards: as many columns as fit, two on a phone. */
export const cardGrid = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
} as const;

/** The six money cards: two rows of three (three of two below a laptop), so large amounts stay on one line. */
export const moneyGrid = {
  ...cardGrid,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
