import { describe, expect, it } from 'vitest';
import { tr } from '../../src/i18n/tr';
import { readMoney } from '../../src/money/moneyInputs';

describe('readMoney', () => {
  it('reads up to 9.999.999.999,99 TL and names a larger amount by the maximum, in Turkish', () => {
    expect(readMoney('9.999.999.999,99')).toEqual({ kurus: 999_999_999_999n });
    expect(readMoney('10.000.000.000')).toEqual({ error: 'app.payments.amount_too_large' });
    expect(readMoney('999999999999999,99')).toEqual({ error: 'app.payments.amount_too_large' });
    expect(tr.app.payments.amount_too_large).toBe('Tutar en fazla 9.999.999.999,99 TL olabilir');
  });
});
