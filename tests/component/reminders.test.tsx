/**
 * The Hatırlatmalar page (src/pages/reminders/): a rule's offset reads "son ödemeden 3 gün önce", the form sends
 * "5 gün sonra" as offset_days 5 and shows the server's Turkish refusal under its field; the preview gives each rule's
 * totals with the credits and lists one rule's people a page at a time (its row says "Aşağıda listeleniyor"; a rule
 * that reaches nobody says so in a line), and "Şimdi çalıştır" asks before it runs the day.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { RemindersPage } from '../../src/pages/reminders/RemindersPage';
import type { FakeRequest } from './fakeApi';
import { labelledCells, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const rule = {
  id: 7,
  name: 'Üç gün önce',
  offset_days: -3,
  min_amount: 0,
  accounting_type_ids: [],
  group_ids: [],
  building_ids: [],
  who: 'both',
  min_overdue_days: 0,
  channels: ['email', 'sms'],
  send_hour: 9,
  template: 'Sayın {ad}, {son_odeme} tarihli borcunuz {borc}.',
  active: true,
  effect: { reminded: 4, paid: 3, paid_share: 0.75, paid_amount: 1350 },
};

const recipient = (n: number) => ({
  resident_id: n,
  name: `Sakin ${n}`,
  channel: 'sms',
  to: `53212345${String(n).padStart(2, '0')}`,
  due_date: '02.12.2026',
  text: `Sayın Sakin ${n}, 02.12.2026 tarihli borcunuz 450,00 TL.`,
  parts: 1,
});

const preview = {
  date: '29.11.2026',
  rules: [
    {
      rule_id: 7,
      name: 'Üç gün önce',
      send_hour: 9,
      reached: 1,
      sms: 1,
      credits: 1,
      email: 0,
      left_out: 1,
    },
  ],
  people: {
    rule_id: 7,
    page: 1,
    left_out_page: 1,
    per_page: 25,
    recipients: [
      {
        resident_id: 1,
        name: 'Ayşe Yılmaz',
        channel: 'sms',
        to: '5321234567',
        due_date: '02.12.2026',
        text: 'Sayın Ayşe, 02.12.2026 tarihli borcunuz 450,00 TL.',
        parts: 1,
      },
    ],
    left_out: [{ name: 'Veli Kaya', reason: 'Geçerli bir cep telefonu yok.' }],
  },
  credits: 1,
  credits_left: 50,
  enough: true,
};

/** A day of 30 reminders by SMS and 12 by e-mail of a second rule: the server's answer of the page asked for. */
function bigDay(request: FakeRequest) {
  const { page = 1, per_page: perPage = 25, rule_id: ruleId } = request.params as Record<string, number>;
  const listed = ruleId === 8 ? 8 : 7;
  const count = listed === 7 ? 30 : 12;
  const from = (page - 1) * perPage + 1;
  const numbers = Array.from(
    { length: Math.max(0, Math.min(perPage, count - from + 1)) },
    (_, i) => from + i,
  );
  return {
    body: {
      description: '',
      data: {
        date: '29.11.2026',
        rules: [
          { ...preview.rules[0], reached: 30, sms: 30, credits: 45, left_out: 0 },
          {
            rule_id: 8,
            name: 'Vade günü',
            send_hour: 10,
            reached: 12,
            sms: 0,
            credits: 0,
            email: 12,
            left_out: 0,
          },
        ],
        people: {
          rule_id: listed,
          page,
          left_out_page: 1,
          per_page: perPage,
          recipients: numbers.map((n) =>
            listed === 7
              ? recipient(n)
              : { ...recipient(100 + n), channel: 'email', to: 'a@example.com', parts: 0 },
          ),
          left_out: [],
        },
        credits: 45,
        credits_left: 50,
        enough: false,
      },
    },
  };
}

const api = (extra: Record<string, unknown> = {}) => ({
  'GET /reminder/rules': { body: { Records: [rule], TotalRecords: 1, Page: 1, PerPage: 500 } },
  'GET /reminder/preview': { body: { description: '', data: preview } },
  'GET /reminder/runs': { body: { Records: [], TotalRecords: 0, Page: 1, PerPage: 10 } },
  'POST /buildings': { body: { Records: [{ id: 3, name: 'A Blok' }], TotalRecords: 1 } },
  ...extra,
});

describe('reminder rules', () => {
  it('shows the offset and the effect in words, and sends "5 gün sonra" as offset_days 5', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<RemindersPage />, {
      route: '/reminders',
      api: api({
        'POST /reminder/rules': (request: FakeRequest) => ({
          body: {
            description: 'Hatırlatma kuralı eklendi.',
            data: { ...rule, ...(request.body as object), id: 8 },
          },
        }),
      }),
    });
    expect(await screen.findByText('son ödemeden 3 gün önce', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('4 hatırlatmanın 3 tanesi 7 gün içinde ödendi (%75), ₺1.350,00'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yeni kural' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kural' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Beş gün sonra');
    await user.click(within(dialog).getByRole('combobox', { name: 'Ne zaman' }));
    await user.click(await screen.findByRole('option', { name: 'son ödemeden sonra' }));
    const days = within(dialog).getByRole('spinbutton', { name: 'Gün' });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.url === '/reminder/rules')?.body,
      ).toMatchObject({
        name: 'Beş gün sonra',
        offset_days: 5,
        send_hour: 10,
        channels: ['email', 'sms'],
      }),
    );
  }, 60_000);

  it('shows the server’s refusal under the field and keeps the form open', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      'Gönderim saati 06 ile 21 arasında olmalı: gece 22:00 ile 06:00 arasında hatırlatma gönderilmez.';
    renderPage(<RemindersPage />, {
      route: '/reminders',
      api: api({
        'PUT /reminder/rules/7': {
          status: 400,
          body: { description: 'Lütfen işaretli alanları düzeltiniz.', errors: { send_hour: refusal } },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Kuralı düzenle: Üç gün önce' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });
});

describe('preview and run', () => {
  it('lists tomorrow’s reminders with the credits, and runs the day only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<RemindersPage />, {
      route: '/reminders',
      api: api({
        'POST /reminder/run': {
          body: {
            description: '29.11.2026 hatırlatmaları: 1 gönderildi.',
            data: { sent: 1, failed: 0, skipped: 1 },
          },
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Önizleme' }, { timeout: 5000 });
    expect(within(table).getByText('Sayın Ayşe, 02.12.2026 tarihli borcunuz 450,00 TL.')).toBeInTheDocument();
    expect(screen.getByText('1 SMS kredisi gerekiyor, 50 kredi var')).toBeInTheDocument();
    const left = screen.getByRole('table', { name: 'Ulaşılamayanlar' });
    expect(within(left).getByText('Veli Kaya')).toBeInTheDocument();
    expect(within(left).getByText('Geçerli bir cep telefonu yok.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Şimdi çalıştır' }));
    const confirm = await screen.findByRole('dialog');
    expect(calls.some((call) => call.url === '/reminder/run')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Şimdi çalıştır' }));
    expect(await screen.findByText('29.11.2026 hatırlatmaları: 1 gönderildi.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/reminder/run');
    expect(sent?.body).toEqual({
      date: preview.date === '' ? '' : expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
    });
  });
});

describe('a large day, a page at a time', () => {
  it('shows each rule’s totals and pages through its reminders, then another rule’s', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<RemindersPage />, {
      route: '/reminders',
      api: api({ 'GET /reminder/preview': bigDay }),
    });
    const totals = await screen.findByRole(
      'table',
      { name: 'Kurallara göre hatırlatmalar' },
      { timeout: 5000 },
    );
    const first = within(totals).getByText('Üç gün önce').closest('tr') as HTMLElement;
    expect(labelledCells(first)).toEqual([
      'Hatırlatma: 30',
      'SMS ile: 30',
      'SMS kredisi: 45',
      'E-posta ile: 0',
      'Ulaşılamayan: 0',
    ]);
    expect(screen.getByText('45 SMS kredisi gerekiyor, 50 kredi var')).toBeInTheDocument();
    expect(screen.getByText('Bu gün için SMS krediniz yetersiz.')).toBeInTheDocument();

    const people = screen.getByRole('table', { name: 'Önizleme' });
    expect(within(people).getByText('Sakin 1 (5321234501)')).toBeInTheDocument();
    expect(within(people).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1-25 / 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await within(people).findByText('Sakin 26 (5321234526)')).toBeInTheDocument();
    expect(within(people).queryByText('Sakin 1 (5321234501)')).not.toBeInTheDocument();
    expect(within(people).getAllByRole('row')).toHaveLength(6);
    expect(calls.filter((call) => call.url === '/reminder/preview').at(-1)?.params).toMatchObject({
      page: 2,
      per_page: 25,
    });

    // The rule listed says so instead of offering to list it again.
    expect(within(first).getByText('Aşağıda listeleniyor')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Kişileri göster' })).not.toBeInTheDocument();
    const second = within(totals).getByText('Vade günü').closest('tr') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Kişileri göster' }));
    expect(await within(people).findByText('Sakin 101 (a@example.com)')).toBeInTheDocument();
    expect(screen.getByText('"Vade günü" hatırlatmaları')).toBeInTheDocument();
    expect(within(second).getByText('Aşağıda listeleniyor')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Kişileri göster' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/reminder/preview').at(-1)?.params).toMatchObject({
      rule_id: 8,
      page: 1,
    });
  });
});

/** Two rules of which the first reaches nobody on the day: the server lists it only when asked for by rule_id. */
function quietFirstRule(request: FakeRequest) {
  const { rule_id: ruleId } = request.params as Record<string, number>;
  const listed = ruleId === 7 ? 7 : 8;
  return {
    body: {
      description: '',
      data: {
        ...preview,
        rules: [
          { ...preview.rules[0], reached: 0, sms: 0, credits: 0, left_out: 0 },
          { ...preview.rules[0], rule_id: 8, name: 'Vade günü', reached: 1, left_out: 0 },
        ],
        people: {
          ...preview.people,
          rule_id: listed,
          recipients: listed === 8 ? preview.people.recipients : [],
          left_out: [],
        },
      },
    },
  };
}

describe('a rule that reaches nobody on the day', () => {
  it('says so in a line when its people are asked for, with no accessibility violations', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<RemindersPage />, {
      route: '/reminders',
      api: api({ 'GET /reminder/preview': quietFirstRule }),
    });
    const totals = await screen.findByRole(
      'table',
      { name: 'Kurallara göre hatırlatmalar' },
      { timeout: 5000 },
    );
    expect(await screen.findByText('"Vade günü" hatırlatmaları')).toBeInTheDocument();
    const quiet = within(totals).getByText('Üç gün önce').closest('tr') as HTMLElement;
    await user.click(within(quiet).getByRole('button', { name: 'Kişileri göster' }));
    expect(
      await screen.findByText('"Üç gün önce" kuralı bu gün kimseye hatırlatma göndermiyor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Önizleme' })).not.toBeInTheDocument();
    expect(within(quiet).getByText('Aşağıda listeleniyor')).toBeInTheDocument();
    // Colours cannot be measured without a layout; every other rule runs.
    const found = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says so in English too', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RemindersPage />, {
      route: '/reminders',
      api: api({ 'GET /reminder/preview': quietFirstRule }),
      locale: 'en',
    });
    const totals = await screen.findByRole('table', { name: 'Reminders by rule' }, { timeout: 5000 });
    const quiet = within(totals).getByText('Üç gün önce').closest('tr') as HTMLElement;
    await user.click(within(quiet).getByRole('button', { name: 'Show people' }));
    expect(await screen.findByText('"Üç gün önce" reminds nobody on this day.')).toBeInTheDocument();
    expect(within(quiet).getByText('Listed below')).toBeInTheDocument();
  });
});

describe('on a phone (390 px)', () => {
  it('shows each rule as a card: its name, every value named, and its buttons on the card', async () => {
    renderPage(<RemindersPage />, { route: '/reminders', api: api() });
    const table = await screen.findByRole('table', { name: 'Kurallar' }, { timeout: 5000 });
    expect(turnsIntoCards(table)).toBe(true);
    const row = within(table).getByText('Üç gün önce').closest('tr') as HTMLElement;
    expect(row.querySelector('td.card-title')).toHaveTextContent('Üç gün önce');
    expect(labelledCells(row)).toEqual([
      'Ne zaman: son ödemeden 3 gün önce',
      'Saat (İstanbul): 09:00',
      'Kanallar (sırayla): E-posta → SMS',
      'Etki: 4 hatırlatmanın 3 tanesi 7 gün içinde ödendi (%75), ₺1.350,00',
    ]);
    const actions = row.querySelector('td.card-end') as HTMLElement;
    expect(within(actions).getByRole('button', { name: 'Düzenle' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Sil' })).toBeInTheDocument();
  });

  it('shows each recipient of the preview as a card', async () => {
    renderPage(<RemindersPage />, { route: '/reminders', api: api() });
    const table = await screen.findByRole('table', { name: 'Önizleme' }, { timeout: 5000 });
    expect(turnsIntoCards(table)).toBe(true);
    const row = within(table).getByText('Ayşe Yılmaz (5321234567)').closest('tr') as HTMLElement;
    expect(labelledCells(row)).toEqual([
      'Alıcı: Ayşe Yılmaz (5321234567)',
      'Kanal: SMS',
      'Son ödeme: 02.12.2026',
    ]);
    expect(turnsIntoCards(screen.getByRole('table', { name: 'Kurallara göre hatırlatmalar' }))).toBe(true);
    expect(turnsIntoCards(screen.getByRole('table', { name: 'Ulaşılamayanlar' }))).toBe(true);
  });
});

const run = {
  id: 3,
  rule_id: 7,
  rule_name: 'Üç gün önce',
  date: '27.11.2026',
  manual: false,
  started_at: '2026-11-27T06:00:00.000Z',
  finished_at: '2026-11-27T06:00:02.000Z',
  sent: 12,
  failed: 1,
  skipped: 2,
  errors: ['Kredi yetersiz.'],
};

const withRun = () =>
  api({ 'GET /reminder/runs': { body: { Records: [run], TotalRecords: 1, Page: 1, PerPage: 10 } } });

describe('run history', () => {
  it('names every value of a run, so that on a phone each run reads as a card', async () => {
    renderPage(<RemindersPage />, { route: '/reminders', api: withRun() });
    const table = await screen.findByRole('table', { name: 'Çalışma geçmişi' }, { timeout: 5000 });
    const row = (await within(table).findByText('27.11.2026')).closest('tr') as HTMLElement;
    // Below 600 px the header row is hidden: each cell says its column itself ("Gönderilen: 12").
    expect(labelledCells(row)).toEqual([
      'Kural: Üç gün önce',
      'Nasıl: Günlük',
      'Başladı: 27.11.2026 09:00',
      'Gönderilen: 12',
      'Gönderilemeyen: 1',
      'Ulaşılamayan: 2',
      'Gönderilememe nedeni: Kredi yetersiz.',
    ]);
    // The table's box turns into cards on a phone instead of scrolling sideways.
    expect(turnsIntoCards(table)).toBe(true);
  });

  it('writes why sends failed on the run itself, not only in a tooltip (no hover on a phone), in English too', async () => {
    renderPage(<RemindersPage />, { route: '/reminders', api: withRun(), locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Run history' }, { timeout: 5000 });
    const reason = await within(table).findByText('Kredi yetersiz.');
    expect(reason).toBeVisible();
    expect(reason).toHaveAttribute('data-label', 'Why not sent');
    expect(within(table).getByRole('columnheader', { name: 'Why not sent' })).toBeInTheDocument();
  });
});
