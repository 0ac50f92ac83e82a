import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Collapse, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useScopedTranslate } from './useScopedTranslate';

/**
 * False on a phone (below 600 px): a react-admin list's filters other than its search are `alwaysOn` only when
 * wide, so on a phone they wait behind the list's own filter button.
 */
export const useWideScreen = () => !useMediaQuery(useTheme().breakpoints.down('sm'));

/**
 * A page's filters, which on a phone (below 600 px) stand one under the other and push the first record off the
 * first screen: there they wait behind one "Filtreler" button that counts the active ones and opens them in
 * place. Wider screens show the filters as they are.
 */
export function PhoneFilters({ active, children }: { active: number; children: ReactNode }) {
  const t = useScopedTranslate('app.phone_filters');
  const phone = !useWideScreen();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('count', { count: active }) : t('show')}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        <Box sx={{ pt: 2 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
