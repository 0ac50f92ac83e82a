import { describe, expect, it } from 'vitest';
import { formatPhone, isTurkishMobile, normalizePhone, phoneText, stripSpaces } from '../../common/phone';

describe('normalizePhone', () => {
  it('accepts the ways people write a Turkish mobile number and stores 5XXXXXXXXX', () => {
    for (const input of [
      '5321234567',
      '532 123 45 67',
      '0532 123 45 67',
      '05321234567',
      '+90 532 123 45 67',
      '+905321234567',
      '905321234567',
      '90 532 123 45 67',
      '(532) 123-45-67',
      ' 532.123.45.67 ',
      5321234567,
    ]) {
      expect(normalizePhone(input), String(input)).toBe('5321234567');
    }
  });

  it('refuses landlines, short or long numbers, letters and empty input', () => {
    for (const input of [
      '2121234567',
      '02121234567',
      '+90 212 123 45 67',
      '532123456',
      '53212345678',
      '905321234',
      '9053212345678',
      '0090 532 123 45 67',
      '+1 532 123 45 67',
      '532abc4567',
      '',
      null,
      undefined,
    ]) {
      expect(normalizePhone(input), String(input)).toBeNull();
    }
    expect(isTurkishMobile('0532 123 45 67')).toBe(true);
    expect(isTurkishMobile('0212 123 45 67')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows 5xx xxx xx xx in 13 characters', () => {
    expect(formatPhone('5321234567')).toBe('532 123 45 67');
    expect(formatPhone('05321234567')).toBe('532 123 45 67');
    expect(formatPhone('+90 532 123 45 67')).toBe('532 123 45 67');
    expect(formatPhone('532123456789')).toBe('532 123 45 67');
    expect(formatPhone('532 123 45 67')).toHaveLength(13);
  });

  it('groups a partly typed number as far as it goes', () => {
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('0532')).toBe('532');
    expect(formatPhone('532123')).toBe('532 123');
    expect(formatPhone('5321234')).toBe('532 123 4');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('stripSpaces', () => {
  it('removes every space as the client does before sending', () => {
    expect(stripSpaces(' 532 123\t45 67 ')).toBe('5321234567');
  });
});

describe('phoneText', () => {
  it('shows a stored mobile number one way everywhere: 0533 100 05 46', () => {
    expect(phoneText('5331000546')).toBe('0533 100 05 46');
    expect(phoneText('+90 533 100 05 46')).toBe('0533 100 05 46');
    expect(phoneText(null)).toBe('');
    expect(phoneText('212 555')).toBe('212 555');
  });

  it('groups a cash desk or supplier landline the same way, and a 444 line as it is read', () => {
    expect(phoneText('2164440101')).toBe('0216 444 01 01');
    expect(phoneText('08502200000')).toBe('0850 220 00 00');
    expect(phoneText('+902164440101')).toBe('0216 444 01 01');
    expect(phoneText('4444186')).toBe('444 41 86');
    expect(phoneText('Santral 101')).toBe('Santral 101');
  });
});
