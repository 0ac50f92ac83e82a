import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { foldTurkish } from '../../common/search';
import { QUICK_LINKS, quickLinkPath } from '../pages/quick-links/links';

/**
 * The app bar's quick search over the eleven page links (docs/domain.md, "Screens and quick links"); the app bar gives
 * it its box.
 */
export function QuickSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const options = QUICK_LINKS.map((link) => ({ label: translate(link.label), path: quickLinkPath(link) }));
  return (
    <Autocomplete
      size="small"
      options={options}
      filterOptions={(all, { inputValue }) =>
        all.filter((o) => foldTurkish(o.label).includes(foldTurkish(inputValue)))
      }
      onChange={(_, option) => option && navigate(option.path)}
      blurOnSelect
      clearOnBlur
      noOptionsText={translate('app.appbar.quick_search_none')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('app.appbar.quick_search_placeholder')}
          variant="outlined"
          margin="none"
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
