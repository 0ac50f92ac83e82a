import { screen } from '@testing-library/react';
import type { BankLine, BankLineStatus } from '../../src/dataProvider/custom/bankMovements';
import { BankMovementsPage } from '../../src/pages/bank-movements/BankMovementsPage';
import type { FakeReply, FakeRequest } from './fakeApi';
import { renderPage } from './renderPage';

/** What the bank movements tests share: the accounts, lines of each state, and a server that keeps their state. */

export const list = (records: unknown[], extra: Record<string, unknown> = {}) => ({
  Records: records,
  TotalRecords: records.length,
  ...extra,
});

export const accounts = [
  { id: 1, name: 'Merkez kasa', balance: 100, type: 'cash', iban: null },
  { id: 7, name: 'Ziraat', balance: 5000, type: 'bank', iban: 'TR330006100519786457841326' },
];

const line = (id: number, amount: number, description: string, extra: Partial<BankLine> = {}): BankLine => ({
  id,
  account_id: 7,
  statement_id: 3,
  value_date: '12.11.2026',
  amount,
  description,
  counterparty_name: 'Ayşe Yılmaz',
  counterparty_iban: 'TR120006200000000012345678',
  reference: `R${id}`,
  balance_after: null,
  status: 'unmatched',
  ignore_reason: null,
  suggestion: null,
  parts: [],
  ...extra,
});

export const suggestion = {
  kind: 'collection' as const,
  level: 1,
  apartment_id: 5,
  resident_id: null,
  supplier_id: null,
  accounting_type_id: null,
  account_id: null,
  transfer_id: null,
  reason_code: 'payment_code',
  reason_params: { code: '1042-1' },
  reason: 'Ödeme kodu 1042-1 açıklamada',
  target_name: 'A Blok 5',
  candidates: [],
};

/** One line of each state, and a second suggestion. */
export function sampleLines(): BankLine[] {
  return [
    line(11, 1000, 'AIDAT 1042-1', { status: 'suggested', suggestion }),
    line(12, 250, 'KASIM 1042-1', { status: 'suggested', suggestion }),
    line(13, 995, 'EFT AYŞE YILMAZ'),
    line(14, -5, 'EFT MASRAFI', { counterparty_name: null, counterparty_iban: null }),
    line(15, 500, 'AİDAT', {
      status: 'posted',
      parts: [
        {
          id: 1,
          kind: 'collection',
          amount: 500,
          apartment_id: 5,
          resident_id: null,
          supplier_id: null,
          accounting_type_id: null,
          account_id: null,
          receipt_id: 71,
          receipt_number: 1203,
          description: null,
          target_name: 'A Blok 5',
        },
      ],
    }),
    line(16, 20, 'FAİZ', { status: 'ignored', ignore_reason: 'Faiz geliri ayrı işlenecek' }),
  ];
}

type Route = FakeReply | ((request: FakeRequest) => FakeReply);

/**
 * A server that keeps the lines' states: GET /bank/lines answers one tab's page with every tab's count, accepting
 * posts the chosen suggestions, undo makes a line unmatched again. `routes` adds or replaces answers.
 */
export function bankServer(lines: BankLine[] = sampleLines(), routes: Record<string, Route> = {}) {
  const counts = () =>
    Object.fromEntries(
      (['suggested', 'unmatched', 'posted', 'ignored'] as BankLineStatus[]).map((status) => [
        status,
        lines.filter((one) => one.status === status).length,
      ]),
    );
  const setStatus = (id: number, status: BankLineStatus) => {
    const found = lines.find((one) => one.id === id);
    if (found) found.status = status;
  };
  return {
    'GET /accounts': { body: list(accounts) },
    'GET /bank/statements': { body: list([]) },
    'GET /bank/lines': ({ params }: FakeRequest) => ({
      body: list(
        lines.filter((one) => one.status === params.status),
        { counts: counts() },
      ),
    }),
    'POST /bank/lines/accept': ({ body }: FakeRequest) => {
      const ids = (body as { ids: number[] }).ids;
      for (const id of ids) setStatus(id, 'posted');
      return {
        body: {
          description: `${ids.length} hareket işlendi, 0 atlandı.`,
          data: { posted: ids.length, skipped: 0 },
        },
      };
    },
    'POST /bank/lines/16/undo': () => {
      setStatus(16, 'unmatched');
      return { body: { description: 'Hareket geri alındı.' } };
    },
    'POST /bank/lines/13/ignore': () => {
      setStatus(13, 'ignored');
      return { body: { description: 'Hareket yok sayıldı.' } };
    },
    ...routes,
  };
}

export function renderBankPage(api: Record<string, Route> = bankServer(), locale: 'tr' | 'en' = 'tr') {
  return renderPage(<BankMovementsPage />, { api, locale, route: '/bank-movements' });
}

/** The inbox's table once it has answered. */
export const linesTable = (tab: string) =>
  screen.findByRole('table', { name: `Banka hareketleri: ${tab}` }, { timeout: 10_000 });
