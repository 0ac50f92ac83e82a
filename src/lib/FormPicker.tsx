import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';

/**
 * A form's picker (a flat, a resident, a staff member, a building): react-admin's AutocompleteInput, whose list opens
 * when it is touched or typed in, but not when the focus merely comes to it. A refused Kaydet moves the focus to the
 * first field in error; when that was a picker, its list opened over the fields below and their errors (on a phone,
 * over the whole form) until the user closed it. Filters keep react-admin's own, opening at once.
 */
export function FormPicker(props: AutocompleteInputProps) {
  return <AutocompleteInput openOnFocus={false} {...props} />;
}
