import SearchIcon from '@mui/icons-material/Search';
import { Box, type Theme } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { pageTextsLoaded } from '../i18n';
import { useQuickSearchPlaceholder } from './quickSearchPlaceholder';

type QuickSearchComponent = typeof import('./QuickSearch').QuickSearch;

// The real search and every page's texts, which its page links show.
const loadQuickSearch = () =>
  Promise.all([import('./QuickSearch'), pageTextsLoaded()]).then(([module]) => module.QuickSearch);

/**
 * The app bar's quick search. MUI's Autocomplete is the heaviest part of the app bar: drawing it took about 0.1 s
 * of a phone's main thread on every first screen, for a box nobody types in during the first second
 * (docs/benchmarks-bundle.md, "Eighth round"). So the bar first draws a plain field that looks like it; the real
 * search is fetched when the pointer or the focus comes to that field, and takes its place with what was typed
 * meanwhile and the focus.
 */
export function QuickSearchSlot() {
  const translate = useTranslate();
  const { placeholder } = useQuickSearchPlaceholder();
  const field = useRef<HTMLInputElement>(null);
  const [QuickSearch, setQuickSearch] = useState<QuickSearchComponent | null>(null);
  const asked = useRef(false);
  const fetchSearch = () => {
    if (asked.current) return;
    asked.current = true;
    loadQuickSearch().then(
      (component) => setQuickSearch(() => component),
      () => {
        // Not fetched (the connection dropped): the next visit to the field tries again.
        asked.current = false;
      },
    );
  };

  if (QuickSearch) {
    // Read while the plain field is still on the page, in the render that replaces it: no keystroke falls between.
    const typed = () => field.current?.value ?? '';
    const focused = () => document.activeElement === field.current;
    return <QuickSearch typed={typed} focused={focused} />;
  }
  return (
    <Box
      sx={{
        position: 'relative',
        height: 40,
        bgcolor: 'background.paper',
        borderRadius: 1,
        border: 1,
        borderColor: (theme: Theme) =>
          theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
        color: 'text.primary',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <SearchIcon
        fontSize="small"
        sx={{ position: 'absolute', left: 7, top: 10, color: 'action.active', pointerEvents: 'none' }}
      />
      <Box
        component="input"
        ref={field}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={translate('app.appbar.quick_search')}
        placeholder={placeholder}
        autoComplete="off"
        onPointerEnter={fetchSearch}
        onPointerDown={fetchSearch}
        onFocus={fetchSearch}
        sx={{
          width: '100%',
          height: '100%',
          boxSizing: 'border-box',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '1rem',
          pl: '42px',
          pr: 1,
          '&::placeholder': { color: 'currentColor', opacity: 0.42 },
        }}
      />
    </Box>
  );
}
