/**
 * The bulk SMS page tests' pieces, shared by smsCompose.test.tsx and smsComposeAudiences.test.tsx: the fake API
 * with two residents and a preview, and the steps a user takes on the page.
 */
import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { PermissionLevels } from '../../common/permissions';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { SmsComposePage } from '../../src/pages/sms/SmsComposePage';
import { discoverRegistry } from '../../src/registry/discover';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

export const { canAccess } = createAccess(discoverRegistry());

export const list = (records: unknown[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

export const residents = [
  {
    id: 11,
    name: 'Ayşe',
    surname: 'Yılmaz',
    phone: '5321112233',
    apartments: [{ apartment_id: 1, building_name: 'A Blok', identifier: '12', type_name: 'Ev sahibi' }],
  },
  {
    id: 12,
    name: 'Mehmet',
    surname: 'Demir',
    phone: null,
    apartments: [{ apartment_id: 2, building_name: 'A Blok', identifier: '3', type_name: 'Kiracı' }],
  },
];

export const preview = (overrides: Record<string, unknown> = {}) => ({
  body: {
    description: '',
    data: {
      recipients: [
        {
          resident_id: 11,
          non_member_id: null,
          name: 'Ayşe Yılmaz',
          phone: '5321112233',
          text: 'Sayın Ayşe Yılmaz, A Blok 12 aidatınızı hatırlatırız.',
          characters: 53,
          encoding: 'turkish',
          parts: 1,
        },
      ],
      left_out: [{ name: 'Mehmet Demir', phone: null, reason: 'Geçerli bir cep telefonu yok.' }],
      merged: 0,
      total_recipients: 1,
      total_parts: 1,
      credits: 500,
      enough: true,
      commercial: false,
      ...overrides,
    },
  },
});

export function showCompose(
  routes: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)> = {},
  levels: Partial<PermissionLevels> | null = null,
) {
  const api = fakeApi({
    'GET /sms/credits': { body: { credits: 500 } },
    'GET /sms/templates': list([
      {
        id: 7,
        name: 'Aidat hatırlatma',
        sms_template_type: 2,
        message: 'Sayın {ad_soyad}, {daire} aidatınızı hatırlatırız.',
        commercial: false,
      },
    ]),
    'POST /buildings': list([{ id: 1, name: 'A Blok' }]),
    'POST /resident/all': list(residents),
    'POST /group/sms/preview': preview(),
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  const user = levels ? person('sub', levels) : person('main');
  renderPage(<SmsComposePage />, {
    route: '/sms',
    authProvider: {
      ...signedInAs(user),
      canAccess: async (params: { resource: string; action: string }) =>
        canAccess(accessSubject(user), params),
    },
  });
  return api;
}

export const messageBox = () => screen.getByRole('textbox', { name: 'Mesaj' });
export const write = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });

/** Ticks every resident of the list, writes a message and opens the preview. */
export async function previewToEveryone(user: ReturnType<typeof userEvent.setup>, text = 'Sayın {ad_soyad}') {
  await screen.findByText('Ayşe Yılmaz');
  await user.click(screen.getByRole('checkbox', { name: 'Listedeki herkesi seç (tüm sayfalar)' }));
  write(text);
  await user.click(screen.getByRole('button', { name: 'Önizle' }));
  return screen.findByRole('dialog', { name: 'Gönderim önizlemesi' });
}
