import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from '../../common/iban';

const VALID = 'TR330006100519786457841326';

describe('isValidIban', () => {
  it('accepts a Turkish IBAN, also with spaces and in lower case', () => {
    expect(isValidIban(VALID)).toBe(true);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
  });

  it('refuses a wrong check digit or a mistyped digit', () => {
    expect(isValidIban('TR340006100519786457841326')).toBe(false);
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(isValidIban('TR330006100519786457841362')).toBe(false);
  });

  it('refuses other countries, wrong lengths and empty input', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(false);
    expect(isValidIban('TR33000610051978645784132')).toBe(false);
    expect(isValidIban('TR3300061005197864578413260')).toBe(false);
    expect(isValidIban('TR33000610051978645784132X')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban(null)).toBe(false);
  });
});

describe('formatIban', () => {
  it('groups by four for display', () => {
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe(VALID);
    expect(formatIban(VALID)).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
