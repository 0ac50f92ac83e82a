import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentCreate } from '../../src/resources/residents/ResidentForm';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

describe('the resident form: date of birth', () => {
  it('accepts "1.5.1980" (single-digit day and month) and saves 01.05.1980', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
      'POST /resident': { body: { description: 'Sakin eklendi.', data: { id: 9 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentCreate />
      </ResourceContextProvider>,
      { route: '/residents/create' },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Ad/ }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: /Soyad/ }), 'Yılmaz');
    await user.type(screen.getByRole('textbox', { name: /Doğum tarihi/ }), '1.5.1980');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        birth_day: '01.05.1980',
      }),
    );
    expect(screen.queryByText('Gerçek bir tarih giriniz (GG.AA.YYYY)')).not.toBeInTheDocument();
  });
});

describe('the resident form: a phone already recorded', () => {
  it('warns, without blocking, that the phone belongs to another resident', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
      'POST /resident/all': (request) => ({
        body:
          (request.body as { phone?: string }).phone === '5331000546'
            ? { Records: [{ id: 4, name: 'Ayşe', surname: 'Kaya', phone: '5331000546' }], TotalRecords: 1 }
            : { Records: [], TotalRecords: 0 },
      }),
      'POST /resident': { body: { description: 'Sakin eklendi.', data: { id: 9 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentCreate />
      </ResourceContextProvider>,
      { route: '/residents/create' },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Ad/ }), 'Ali');
    await user.type(screen.getByRole('textbox', { name: /Soyad/ }), 'Kaya');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '0533 100 05 46');
    expect(await screen.findByText("Bu telefon Ayşe Kaya'ya da kayıtlı.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.method === 'POST' && call.url === '/resident')?.body,
      ).toMatchObject({
        name: 'Ali',
      }),
    );
  });
});

describe('the resident form: its own phone while saving', () => {
  it('does not warn that the phone belongs to the resident being saved', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = false;
    const ali = { id: 9, name: 'Ali', surname: 'Kaya', phone: '5331000546' };
    const api = fakeApi({
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
      // Once saved, the phone's search finds the new resident: react-admin asks again after the save.
      'POST /resident/all': () => ({
        body: saved ? { Records: [ali], TotalRecords: 1 } : { Records: [], TotalRecords: 0 },
      }),
      'POST /resident': () => {
        saved = true;
        return { body: { description: 'Sakin eklendi.', data: ali } };
      },
    });
    http.defaults.adapter = api.adapter;
    // The show page's code is still on its way (a lazy chunk): the form stays on screen meanwhile.
    const never = new Promise<never>(() => {});
    const Arriving = () => {
      throw never;
    };
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentCreate />
      </ResourceContextProvider>,
      { route: '/residents/create', routes: { '/residents/:id/show': <Arriving /> } },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Ad/ }), 'Ali');
    await user.type(screen.getByRole('textbox', { name: /Soyad/ }), 'Kaya');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '0533 100 05 46');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Sakin eklendi.');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/resident/all').length).toBeGreaterThan(1),
    );
    expect(screen.queryByText(/Bu telefon .* kayıtlı/)).not.toBeInTheDocument();
  });
});
