import { describe, expect, it } from 'vitest';
import { parseFlatQuery } from '../../server/domain/flatQuery';

describe('a flat asked for the way people name it', () => {
  it.each([
    ['A Blok 3', 'a blok', '3'],
    ['a blok 3', 'a blok', '3'],
    ['B Blok 7', 'b blok', '7'],
    ['A-3', 'a', '3'],
    ['A3', 'a', '3'],
    ['A 3', 'a', '3'],
    ['A / 12B', 'a', '12b'],
    ['Çınar Blok 4', 'cinar blok', '4'],
    ['Blok A 3', 'a', '3'],
    ['3', null, '3'],
  ])('%s → block %s, flat %s', (input, block, number) => {
    const query = parseFlatQuery(input);
    expect([query.block, query.number]).toEqual([block, number]);
  });

  it('reads a name as text only and a phone as its national digits', () => {
    expect(parseFlatQuery('ŞİMŞEK')).toMatchObject({
      text: 'simsek',
      block: null,
      number: null,
      phoneDigits: null,
    });
    expect(parseFlatQuery('0532 123 45 67').phoneDigits).toBe('5321234567');
    expect(parseFlatQuery('+90 532 123').phoneDigits).toBe('532123');
  });
});
