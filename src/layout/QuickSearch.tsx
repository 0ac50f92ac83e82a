import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, ListSubheader, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { phoneText } from '../../common/phone';
import { foldTurkish } from '../../common/search';
import type { QuickSearchAnswer } from '../dataProvider/custom/session';
import { useDataQuery } from '../dataProvider/useData';
import { QUICK_LINKS, quickLinkPath } from '../pages/quick-links/links';
import { useQuickSearchPlaceholder } from './quickSearchPlaceholder';

type Group = 'pages' | 'residents' | 'flats' | 'suppliers' | 'receipts';
interface Option {
  key: string;
  group: Group;
  label: string;
  path: string;
}

/** What is typed waits this long before the server is asked: one call per pause, not per letter. */
const PAUSE_MS = 250;

/** The records found, each opening its own page: a resident's and a flat's detail, a supplier's statement, the receipt. */
function recordOptions(
  found: QuickSearchAnswer | undefined,
  receiptText: (r: QuickSearchAnswer['receipts'][number]) => string,
): Option[] {
  if (!found) return [];
  return [
    ...found.residents.map((r) => ({
      key: `resident-${r.id}`,
      group: 'residents' as const,
      label: r.phone ? `${r.name} · ${phoneText(r.phone)}` : r.name,
      path: `/residents/${r.id}/show`,
    })),
    ...found.flats.map((f) => ({
      key: `flat-${f.id}`,
      group: 'flats' as const,
      label: f.name,
      path: `/apartments/${f.id}/show`,
    })),
    ...found.suppliers.map((s) => ({
      key: `supplier-${s.id}`,
      group: 'suppliers' as const,
      label: s.name,
      path: `/current-accounts/${s.id}/statement`,
    })),
    ...found.receipts.map((r) => ({
      key: `receipt-${r.id}`,
      group: 'receipts' as const,
      label: receiptText(r),
      // The receipts list narrowed to this number, where its PDF opens.
      path: `/receipts?filter=${encodeURIComponent(JSON.stringify({ q: String(r.number) }))}`,
    })),
  ];
}

/**
 * The app bar's quick search: the eleven page links (docs/domain.md, "Screens and quick links") matching what is typed,
 * then the records the server finds (GET /search: residents, flats, suppliers, receipts by number, each kind only
 * for a user allowed to list it); choosing one opens it. The app bar gives it its box.
 */
export function QuickSearch({ typed, focused }: { typed?: () => string; focused?: () => boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { phone, placeholder } = useQuickSearchPlaceholder();
  // What the plain field in its place held (QuickSearchSlot): the text typed so far, and the focus.
  const [input, setInput] = useState(() => typed?.() ?? '');
  const [startFocused] = useState(() => focused?.() ?? false);
  // MUI's Autocomplete clears a text it did not see typed when it mounts unfocused (its `clearOnBlur` reset runs
  // before the focus arrives): that clearing waits until the carried text is its own.
  const [carrying, setCarrying] = useState(true);
  useEffect(() => setCarrying(false), []);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(input.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useDataQuery('quickSearch', asked.length >= 2 || /^\d$/.test(asked) ? { q: asked } : null, {
    silent: true,
  });
  const pages = useMemo(
    () =>
      QUICK_LINKS.map((link) => ({
        key: `page-${link.label}`,
        group: 'pages' as const,
        label: translate(link.label),
        path: quickLinkPath(link),
      })),
    [translate],
  );
  const records = recordOptions(input.trim() ? found.data : undefined, (r) =>
    translate('app.appbar.quick_search_receipt', { number: r.number, date: r.date, payer: r.payer ?? '—' }),
  );
  const options: Option[] = [
    ...pages.filter((o) => foldTurkish(o.label).includes(foldTurkish(input))),
    ...records,
  ];
  return (
    <Autocomplete
      size="small"
      options={options}
      // Pages are filtered here as typed, records by the server: nothing more to filter.
      filterOptions={(all) => all}
      groupBy={(option) => translate(`app.appbar.quick_search_groups.${option.group}`)}
      // Each group a `group` of the list box, named by its heading: MUI's own markup (a list item holding a list)
      // leaves the options without the parent a screen reader needs, which axe counts as critical.
      renderGroup={({ key, group, children }) => (
        // biome-ignore lint/a11y/useSemanticElements: inside a list box a group is a role; a fieldset is a form's.
        <li key={key} role="group" aria-label={group}>
          <ListSubheader component="div" aria-hidden sx={{ top: -8, bgcolor: 'background.paper' }}>
            {group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0, '& .MuiAutocomplete-option': { pl: 3 } }}>
            {children}
          </Box>
        </li>
      )}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, option) => option && navigate(option.path)}
      loading={found.isFetching}
      blurOnSelect
      clearOnBlur={!carrying}
      // Text typed in the plain field shows its matches at once, as the next keystroke would.
      openOnFocus={input !== ''}
      // A search box needs no list arrow; on a phone its room goes to the placeholder.
      forcePopupIcon={!phone}
      noOptionsText={translate('app.appbar.quick_search_none')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={placeholder}
          variant="outlined"
          margin="none"
          autoFocus={startFocused}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          slotProps={{
            ...params.slotProps,
            // The name belongs on the input itself, where screen readers and tests look for it.
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': translate('app.appbar.quick_search'),
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
