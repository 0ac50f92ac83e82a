import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The centred card of the pages shown before signing in: login, register, forgot password, licence. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <img src="/default-logo.svg" alt="" width={40} height={40} />
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
            </Box>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
