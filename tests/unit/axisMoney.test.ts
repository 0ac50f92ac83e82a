import { describe, expect, it } from 'vitest';
import { axisMoney } from '../../src/pages/dashboard/axisMoney';

describe('the dashboard chart’s axis amounts', () => {
  it('writes thousands and millions as Turkish words, never “₺20 B”', () => {
    expect(axisMoney(20_000, 'tr')).toBe('20 bin ₺');
    expect(axisMoney(12_500, 'tr')).toBe('12,5 bin ₺');
    expect(axisMoney(1_500_000, 'tr')).toBe('1,5 milyon ₺');
    expect(axisMoney(2_000_000_000, 'tr')).toBe('2 milyar ₺');
    expect(axisMoney(750, 'tr')).toBe('750 ₺');
    expect(axisMoney(0, 'tr')).toBe('0 ₺');
  });

  it('keeps the compact English form in the English interface', () => {
    expect(axisMoney(20_000, 'en')).toBe('₺20K');
  });
});
