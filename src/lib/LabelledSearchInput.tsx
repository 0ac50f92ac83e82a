import { SearchInput, type SearchInputProps, useTranslate } from 'react-admin';

/**
 * react-admin's list search box, with an accessible name ("Ara"): its label is hidden and a placeholder does
 * not name a field for screen readers.
 */
export function LabelledSearchInput(props: SearchInputProps) {
  const translate = useTranslate();
  return (
    <SearchInput {...props} slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }} />
  );
}
