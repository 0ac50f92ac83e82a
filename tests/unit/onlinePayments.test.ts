/** The commission of an online payment (server/domain/onlinePayments.ts): exact kuruş, never short for the association. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOf, orderIdOf } from '../../server/domain/onlinePayments';

describe('the commission', () => {
  it('borne by the association is the rate of the amount, rounded half up; the card pays the amount', () => {
    expect(feeOf(10_000n, 250, 'association')).toEqual({ fee: 250n, charged: 10_000n });
    expect(feeOf(1_001n, 249, 'association')).toEqual({ fee: 25n, charged: 1_001n });
  });

  it('passed on to the resident leaves the whole amount after the provider takes its rate of the charge', () => {
    expect(feeOf(15_000n, 200, 'resident')).toEqual({ fee: 307n, charged: 15_307n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 2000 }),
        (amount, bps) => {
          const { fee, charged } = feeOf(amount, bps, 'resident');
          expect(charged).toBe(amount + fee);
          // What the provider keeps (its rate of the charge, rounded up) never eats into the amount.
          expect(charged - (charged * BigInt(bps) + 9_999n) / 10_000n).toBeGreaterThanOrEqual(amount);
        },
      ),
    );
  });

  it('order ids are PayTR-safe: alphanumeric and at most 64 characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 30, maxLength: 30 }), (bytes) => {
        expect(orderIdOf(bytes)).toMatch(/^SY[A-Z0-9]{30}$/);
      }),
    );
  });
});
