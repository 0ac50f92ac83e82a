/** Pure rules of online dues payment (docs/payments.md): the commission, the order id, the order's lifetime. */

/** How long a started payment waits for the provider's result; PayTR's own page times out at 30 minutes. */
export const ORDER_MINUTES = 45;

/** The highest commission the settings take: %20,00 in basis points. */
export const MAX_COMMISSION_BPS = 2000;

/**
 * The fee of a payment of `amount` kuruş at `bps` basis points, and what the card is charged. Borne by the
 * association, the fee is the rate of the amount (rounded half up) and the card pays the amount. Passed on to the
 * resident, the card pays the amount grossed up so that the provider's rate of the charge leaves the whole amount:
 * charged = ⌈amount × 10000 / (10000 − bps)⌉.
 */
export function feeOf(
  amount: bigint,
  bps: number,
  payer: 'association' | 'resident',
): { fee: bigint; charged: bigint } {
  const rate = BigInt(bps);
  if (payer === 'association') return { fee: (amount * rate + 5000n) / 10000n, charged: amount };
  const denominator = 10000n - rate;
  const charged = (amount * 10000n + denominator - 1n) / denominator;
  return { fee: charged - amount, charged };
}

/** PayTR's merchant_oid rule: alphanumeric, at most 64. "SY" and 30 characters of the random bytes given. */
export function orderIdOf(random: Uint8Array): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = 'SY';
  for (const byte of random.slice(0, 30)) id += alphabet[byte % alphabet.length];
  return id;
}
