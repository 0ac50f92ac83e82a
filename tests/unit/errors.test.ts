import { describe, expect, it } from 'vitest';
import { fieldOf, validationMessage } from '../../server/plugins/errors';

const item = (keyword: string, params: Record<string, unknown> = {}, instancePath = '') => ({
  keyword,
  params,
  instancePath,
});

describe('validationMessage', () => {
  it('says in Turkish what is wrong with a field', () => {
    expect(validationMessage(item('required', { missingProperty: 'phone' }))).toBe('Bu alan zorunludur.');
    expect(validationMessage(item('type', { type: 'integer' }))).toBe('Bir sayı giriniz.');
    expect(validationMessage(item('type', { type: 'number' }))).toBe('Bir sayı giriniz.');
    expect(validationMessage(item('type', { type: 'string' }))).toBe('Geçersiz değer.');
    expect(validationMessage(item('minLength', { limit: 1 }))).toBe('Bu alan boş bırakılamaz.');
    expect(validationMessage(item('minLength', { limit: 8 }))).toBe('En az 8 karakter olmalıdır.');
    expect(validationMessage(item('maxLength', { limit: 100 }))).toBe('En fazla 100 karakter olabilir.');
    expect(validationMessage(item('minimum', { limit: 1 }))).toBe('En az 1 olmalıdır.');
    expect(validationMessage(item('exclusiveMinimum', { limit: 0 }))).toBe('En az 0 olmalıdır.');
    expect(validationMessage(item('maximum', { limit: 500 }))).toBe('En fazla 500 olabilir.');
    expect(validationMessage(item('maximum', { limit: 100000 }))).toBe('En fazla 100.000 olabilir.');
    expect(validationMessage(item('maxLength', { limit: 2000 }))).toBe('En fazla 2.000 karakter olabilir.');
    expect(validationMessage(item('pattern', { pattern: '^\\d{6}$' }))).toBe('Biçimi hatalı.');
    expect(validationMessage(item('format', { format: 'email' }))).toBe('Biçimi hatalı.');
    expect(validationMessage(item('enum'))).toBe('İzin verilen değerlerden biri olmalıdır.');
    expect(validationMessage(item('anyOf'))).toBe('İzin verilen değerlerden biri olmalıdır.');
    expect(validationMessage(item('additionalProperties'))).toBe('Bilinmeyen alan.');
    expect(validationMessage(item('maxItems', { limit: 3 }))).toBe('En fazla 3 öğe olabilir.');
    expect(validationMessage(item('minItems', { limit: 1 }))).toBe('En az 1 öğe olmalıdır.');
    expect(validationMessage(item('somethingNew'))).toBe('Geçersiz değer.');
  });
});

describe('fieldOf', () => {
  it('names the field a form shows the message under', () => {
    expect(fieldOf(item('required', { missingProperty: 'phone' }))).toBe('phone');
    expect(fieldOf(item('maxLength', { limit: 20 }, '/phone'))).toBe('phone');
    expect(fieldOf(item('required', { missingProperty: 'hour' }, '/future_date'))).toBe('future_date.hour');
    expect(fieldOf(item('type', { type: 'number' }, '/rows/2/amount'))).toBe('rows.2.amount');
    expect(fieldOf(item('additionalProperties', { additionalProperty: 'extra' }))).toBe('extra');
    expect(fieldOf(item('additionalProperties', { additionalProperty: 'x' }, '/data'))).toBe('data.x');
    // A problem with the body as a whole has no field.
    expect(fieldOf(item('type', { type: 'object' }))).toBe('_');
  });
});
