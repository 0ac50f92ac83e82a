import type { Catalogue } from '../i18n/catalogue';
import { chosenLocale } from '../i18n/chosenLocale';

/**
 * The texts of the screens main.tsx shows before react-admin and its catalogues have loaded (LoadingShell,
 * LoadFailedShell): both languages are here, a few words each, so neither waits for a catalogue.
 */
const en = {
  loading: 'Loading…',
  load_failed_title: 'The page could not be loaded',
  load_failed:
    'The connection may have dropped, or the application may have been updated. Reload the page to try again.',
  reload: 'Reload the page',
};

const tr = {
  loading: 'Yükleniyor…',
  load_failed_title: 'Sayfa yüklenemedi',
  load_failed:
    'İnternet bağlantısı kesilmiş ya da uygulama güncellenmiş olabilir. Yeniden denemek için sayfayı yenileyin.',
  reload: 'Sayfayı yenile',
} satisfies Catalogue<typeof en>;

/** The shell's texts in the language the user chose. */
export const shellTexts = () => (chosenLocale() === 'en' ? en : tr);
