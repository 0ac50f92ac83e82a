/**
 * The in-product simulated bank (issue 24): no card leaves the browser for a real bank. `start` sends the resident to
 * the resident-side test bank page, which posts the card to POST /online-payments/test/complete; that result goes
 * through the same verify-and-post road as a real provider's notification. Only with DEMO or
 * PAYMENT_TEST_PROVIDER=true (server/services/payments/providers.ts).
 */
import { RESIDENT_PAGE_PATH } from '../../domain/residentLinks';
import type { PaymentProvider } from './provider';

/** The test cards and what the simulated bank answers to each (docs/payments.md). */
export const TEST_CARDS: Readonly<Record<string, { code: string; text: string } | 'paid'>> = {
  '4355084355084358': 'paid',
  '4111111111111111': { code: 'insufficient_funds', text: 'Yetersiz bakiye' },
  '4000000000000002': { code: '3d_secure', text: '3-D Secure doğrulaması başarısız' },
};

const UNKNOWN_CARD = { code: 'invalid_card', text: 'Kart bilgileri geçersiz' };

/**
 * The test bank page of an order: the resident page's address (okUrl, `…/sakin/{token}?payment={id}`) read back into
 * `/r/{token}/test-bank/{id}`.
 */
function bankPageOf(okUrl: string): string {
  const url = new URL(okUrl);
  const token = url.pathname.slice(RESIDENT_PAGE_PATH.length);
  return `/r/${token}/test-bank/${url.searchParams.get('payment') ?? ''}`;
}

export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    start: async (order) => ({ redirectUrl: bankPageOf(order.okUrl) }),
    orderKey: (body) => body.order_id || undefined,
    // The body is made by our own route from the stored order and the card typed on the simulated page.
    async verify(body, _credentials, order) {
      if (body.order_id !== order.orderId) {
        return { kind: 'rejected', reason: 'unknown_order', detail: 'order_id differs from the order' };
      }
      const outcome = TEST_CARDS[body.card ?? ''] ?? UNKNOWN_CARD;
      if (outcome === 'paid') {
        return {
          kind: 'paid',
          orderId: order.orderId,
          amountKurus: BigInt(body.amount ?? '0'),
          currency: 'TRY',
          providerRef: `TEST${order.orderId.slice(0, 12)}`,
        };
      }
      return { kind: 'failed', orderId: order.orderId, reasonCode: outcome.code, reasonText: outcome.text };
    },
    refund: async () => ({ ok: true }),
  };
}
