import { type Theme, useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Whether the quick search sits on a phone, and its placeholder there or elsewhere: one word on a phone, where its
 * box is 110 px wide and the long text showed as "S…". Read at the first render (noSsr). The plain field
 * (QuickSearchSlot) and the real search share it, so nothing changes when one takes the other's place.
 */
export function useQuickSearchPlaceholder() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const placeholder = translate(
    phone ? 'app.appbar.quick_search_placeholder_short' : 'app.appbar.quick_search_placeholder',
  );
  return { phone, placeholder };
}
