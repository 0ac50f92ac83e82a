import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n';
import { QuickLinkPage } from '../../src/pages/quick-links/QuickLinkPage';
import { RegistryProvider } from '../../src/registry/context';
import { discoverRegistry } from '../../src/registry/discover';

const registry = discoverRegistry();
const i18nProvider = createI18nProvider();

function renderAt(path: string) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/apps/:slug" element={<QuickLinkPage />} />
          <Route path="/settings" element={<p>Ayarlar sayfası</p>} />
          <Route path="/collections" element={<p>Tahsilat sayfası</p>} />
          <Route path="/help" element={<p>Yardım sayfası</p>} />
          <Route path="/documents" element={<p>Doküman listesi</p>} />
          <Route path="/staff" element={<p>Personel listesi</p>} />
          <Route path="/" element={<p>Ana sayfa içeriği</p>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
    { wrapper: ({ children }) => <RegistryProvider registry={registry}>{children}</RegistryProvider> },
  );
}

describe('QuickLinkPage', () => {
  it('sends "personel-islemleri" to the staff list', async () => {
    renderAt('/apps/personel-islemleri');
    expect(await screen.findByText('Personel listesi')).toBeInTheDocument();
    expect(screen.queryByText('Yakında')).not.toBeInTheDocument();
  });

  it('sends "ayarlar" straight to the settings page', async () => {
    renderAt('/apps/ayarlar');
    expect(await screen.findByText('Ayarlar sayfası')).toBeInTheDocument();
    expect(screen.queryByText('Yakında')).not.toBeInTheDocument();
  });

  it('sends "dokumanlar" to the documents list', async () => {
    renderAt('/apps/dokumanlar');
    expect(await screen.findByText('Doküman listesi')).toBeInTheDocument();
  });

  it('sends "tahsilat" to the collection screen', async () => {
    renderAt('/apps/tahsilat');
    expect(await screen.findByText('Tahsilat sayfası')).toBeInTheDocument();
  });

  it('follows an encoded Turkish slug to its page', async () => {
    renderAt(`/apps/${encodeURIComponent('nasıl-kullanirim')}`);
    expect(await screen.findByText('Yardım sayfası')).toBeInTheDocument();
  });

  it('shows "Yakında" for an unknown slug instead of a dead link, with a way back', async () => {
    const user = userEvent.setup();
    renderAt('/apps/olmayan-sayfa');
    expect(await screen.findByRole('heading', { name: 'Yakında' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ana sayfaya dön' }));
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
  });
});
