import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's browser store (localStorage), except that no stored language reads as Turkish and signing out
 * keeps the chosen language: react-admin empties the store on logout, which brought the login page back in
 * Turkish only after the next reload.
 */
export function createStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    // No language chosen yet reads as Turkish, the i18n provider's own: react-admin renders nothing until the
    // store's language and the provider's agree, which was a blank frame or two after every first sign-in.
    getItem<T>(key: string, defaultValue?: T) {
      const value = store.getItem<T>(key, defaultValue);
      return key === 'locale' && value === undefined ? ('tr' as T) : value;
    },
    reset() {
      const locale = store.getItem<string>('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}
