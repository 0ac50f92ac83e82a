/**
 * The interface language the user chose, read straight from react-admin's store (localStorage
 * `RaStore.locale`, a JSON string) for the sign-in screen, which shows before react-admin has loaded.
 */
export function chosenLocale(): 'tr' | 'en' {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null') === 'en' ? 'en' : 'tr';
  } catch {
    return 'tr';
  }
}
