import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's browser store (localStorage), except that signing out keeps the chosen language: react-admin
 * empties the store on logout, which brought the login page back in Turkish only after the next reload.
 */
export function createStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      const locale = store.getItem<string>('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}
