import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_RESULT_SIGNED,
  decodeIyzicoRef,
  encodeIyzicoRef,
  hasValidIyzicoSignature,
  iyzicoAuthorization,
  iyzicoPriceToKurus,
  iyzicoResponseSignature,
  kurusToIyzicoPrice,
  parseIyzicoJson,
  readIyzicoAuthorization,
} from '../../../server/domain/payments/iyzico';

const SECRET = 'sandbox-secret';
/** Computed apart from the code: `printf … | openssl dgst -sha256 -hmac sandbox-secret`. */
const AUTH_HMAC = 'd6b0ce9ac6acea6b77b35730183154230f4bba5bb872b9e9c9a519ea7459c72e';
const RESULT_HMAC = 'e78a8540f07825109d21f98f180295863b8715da6c38eef311227cca7a99f7e5';

describe('IYZWSv2 authorisation', () => {
  it('is base64 of apiKey, randomKey and the HMAC-SHA256 of randomKey + path + body', () => {
    const header = iyzicoAuthorization({
      apiKey: 'sandbox-api',
      secretKey: SECRET,
      randomKey: 'rnd123',
      uriPath: '/payment/iyzipos/checkoutform/initialize/auth/ecom',
      body: '{"price":"1250.5"}',
    });
    expect(header.startsWith('IYZWSv2 ')).toBe(true);
    expect(Buffer.from(header.slice(8), 'base64').toString()).toBe(
      `apiKey:sandbox-api&randomKey:rnd123&signature:${AUTH_HMAC}`,
    );
    expect(readIyzicoAuthorization(header)).toEqual({
      apiKey: 'sandbox-api',
      randomKey: 'rnd123',
      signature: AUTH_HMAC,
    });
  });

  it('reads nothing from an old IYZWS (SHA1) header or garbage', () => {
    expect(readIyzicoAuthorization('IYZWS sandbox-api:lAOSbptT8EIeCnFPRvjc2NhF4y0=')).toBeNull();
    expect(readIyzicoAuthorization('IYZWSv2 bm90IGEgaGVhZGVy')).toBeNull();
    expect(readIyzicoAuthorization(undefined)).toBeNull();
  });
});

describe('prices as iyzico writes them', () => {
  it('turns kuruş into the shortest decimal text', () => {
    expect(kurusToIyzicoPrice(125050n)).toBe('1250.5');
    expect(kurusToIyzicoPrice(125000n)).toBe('1250');
    expect(kurusToIyzicoPrice(5n)).toBe('0.05');
    expect(kurusToIyzicoPrice(999_999_999_999n)).toBe('9999999999.99');
    expect(() => kurusToIyzicoPrice(-1n)).toThrow();
  });

  it('reads any spelling of a whole number of kuruş, and refuses the rest', () => {
    expect(iyzicoPriceToKurus('1250.50')).toBe(125050n);
    expect(iyzicoPriceToKurus('1250.5')).toBe(125050n);
    expect(iyzicoPriceToKurus('1250')).toBe(125000n);
    expect(iyzicoPriceToKurus('0.1')).toBe(10n);
    for (const bad of ['1250.505', '-3', '1,5', '1e3', '', 'abc']) expect(iyzicoPriceToKurus(bad)).toBeNull();
  });

  it('round-trips every amount exactly (no float in between)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (kurus) => {
        expect(iyzicoPriceToKurus(kurusToIyzicoPrice(kurus))).toBe(kurus);
      }),
    );
  });

  it('keeps the decimal text of prices in a JSON answer where JSON.parse would round', () => {
    const raw =
      '{"price": 9007199254740993.1, "paidPrice":1250.50,"itemTransactions":[{"price":0.1}],"x":1.5}';
    const answer = parseIyzicoJson(raw);
    expect(answer.price).toBe('9007199254740993.1');
    expect(answer.paidPrice).toBe('1250.50');
    expect((answer.itemTransactions as Record<string, unknown>[])[0]!.price).toBe('0.1');
    expect(answer.x).toBe(1.5);
    expect(parseIyzicoJson('{"errorMessage":"\\"price\\":1"}').errorMessage).toBe('"price":1');
    expect(() => parseIyzicoJson('[1]')).toThrow();
  });
});

describe('the checkout form result signature', () => {
  const answer = {
    paymentStatus: 'SUCCESS',
    paymentId: '28734411',
    currency: 'TRY',
    basketId: 'ORD1',
    conversationId: 'ORD1',
    paidPrice: '1250.50',
    price: '1250.5',
    token: 'tok-1',
    signature: RESULT_HMAC,
  };

  it('is the HMAC of the documented fields joined by colons, prices in their shortest form', () => {
    expect(iyzicoResponseSignature(SECRET, answer, CHECKOUT_RESULT_SIGNED)).toBe(RESULT_HMAC);
    expect(hasValidIyzicoSignature(SECRET, answer, CHECKOUT_RESULT_SIGNED)).toBe(true);
  });

  it('fails when any signed field, the key or the signature changes', () => {
    expect(hasValidIyzicoSignature(SECRET, { ...answer, paidPrice: '1.5' }, CHECKOUT_RESULT_SIGNED)).toBe(
      false,
    );
    expect(hasValidIyzicoSignature(SECRET, { ...answer, basketId: 'ORD2' }, CHECKOUT_RESULT_SIGNED)).toBe(
      false,
    );
    expect(hasValidIyzicoSignature('other', answer, CHECKOUT_RESULT_SIGNED)).toBe(false);
    const flipped = `${RESULT_HMAC.slice(0, -1)}${RESULT_HMAC.endsWith('5') ? '6' : '5'}`;
    expect(hasValidIyzicoSignature(SECRET, { ...answer, signature: flipped }, CHECKOUT_RESULT_SIGNED)).toBe(
      false,
    );
    expect(hasValidIyzicoSignature(SECRET, { ...answer, signature: undefined }, CHECKOUT_RESULT_SIGNED)).toBe(
      false,
    );
  });

  it('leaves empty fields out of the signed text', () => {
    const { paymentId: _, ...withoutId } = answer;
    const expected = iyzicoResponseSignature(SECRET, { ...withoutId, paymentId: '' }, CHECKOUT_RESULT_SIGNED);
    expect(iyzicoResponseSignature(SECRET, withoutId, CHECKOUT_RESULT_SIGNED)).toBe(expected);
  });
});

describe('the provider reference of a paid order', () => {
  it('keeps the payment id first and every transaction with its amount', () => {
    const ref = encodeIyzicoRef('28734411', [
      { id: '31255', amountKurus: 125050n },
      { id: '31256', amountKurus: 30000n },
    ]);
    expect(ref).toBe('28734411/31255:1250.5/31256:300');
    expect(decodeIyzicoRef(ref)).toEqual({
      paymentId: '28734411',
      transactions: [
        { id: '31255', amountKurus: 125050n },
        { id: '31256', amountKurus: 30000n },
      ],
    });
  });

  it('refuses a reference it did not write', () => {
    for (const bad of ['28734411', '', '1/2', '1/2:abc']) expect(decodeIyzicoRef(bad)).toBeNull();
  });
});
