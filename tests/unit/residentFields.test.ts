import { describe, expect, it } from 'vitest';
import {
  birthDay,
  currentApartmentsText,
  fullName,
  optionalPhone,
  parseDateText,
  relativeBody,
  validTckn,
} from '../../src/resources/residents/shared';

describe('resident fields', () => {
  it('checks birth days as real DD.MM.YYYY dates not in the future', () => {
    expect(birthDay('')).toBeUndefined();
    expect(birthDay('14.05.1980')).toBeUndefined();
    expect(birthDay('31.02.1980')).toBe('app.validation.date');
    expect(birthDay('1980-05-14')).toBe('app.validation.date');
    expect(birthDay('01.01.2099')).toBe('app.residents.birth_day_future');
    expect(parseDateText('14051980')).toBe('14.05.1980');
    expect(parseDateText('14/05/1980')).toBe('14.05.1980');
    expect(parseDateText('14.0')).toBe('14.0');
  });

  it('lets the phone be empty, but not wrong', () => {
    expect(optionalPhone('')).toBeUndefined();
    expect(optionalPhone('5321234567')).toBeUndefined();
    expect(optionalPhone('2121234567')).toBe('app.validation.phone');
  });

  it('shows names and current apartments', () => {
    expect(fullName({ name: 'Ayşe', surname: 'Yılmaz' })).toBe('Ayşe Yılmaz');
    const link = { building_name: 'A Blok', identifier: '3', move_out: null };
    expect(
      currentApartmentsText([
        link,
        { ...link, type: 3 },
        { ...link, identifier: '4', move_out: '01.01.2024' },
        { ...link, building_name: 'B Blok', identifier: '12' },
      ] as never),
    ).toBe('A Blok / 3, B Blok / 12');
  });

  it('sends relatives with the TCKN as an integer and empty fields as null', () => {
    expect(validTckn('10000000146')).toBeUndefined();
    expect(validTckn(10000000146)).toBeUndefined();
    expect(validTckn('')).toBeUndefined();
    expect(validTckn('12345678901')).toBe('app.validation.tckn');
    expect(
      relativeBody({
        name: ' Elif ',
        surname: 'Demir',
        national_id: '10000000146',
        phone: '',
        relation: ' ',
        lives_in: true,
      }),
    ).toEqual({
      name: 'Elif',
      surname: 'Demir',
      national_id: 10000000146,
      phone: null,
      relation: null,
      lives_in: true,
    });
    expect(
      relativeBody({ name: 'A', surname: 'B', national_id: '', lives_in: false }).national_id,
    ).toBeNull();
  });
});
