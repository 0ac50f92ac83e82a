import { describe, expect, it } from 'vitest';
import { foldTurkish } from '../../common/search';

describe('foldTurkish', () => {
  it('lower-cases the Turkish way and drops the marks a user may not type', () => {
    expect(foldTurkish('IŞIK')).toBe('isik');
    expect(foldTurkish('Işık')).toBe('isik');
    expect(foldTurkish('İnci')).toBe('inci');
    expect(foldTurkish('INCI')).toBe('inci');
    expect(foldTurkish('Şule')).toBe('sule');
    expect(foldTurkish('ÇAĞRI')).toBe('cagri');
    expect(foldTurkish('Gül Öztürk')).toBe('gul ozturk');
    expect(foldTurkish('ÜMİT')).toBe('umit');
    expect(foldTurkish('âlem Kâzım')).toBe('alem kazim');
  });

  it('makes what the user typed and the stored name meet', () => {
    const pairs: [string, string][] = [
      ['isik', 'Işık Blok'],
      ['ışık', 'IŞIK BLOK'],
      ['simsek', 'Şimşek'],
      ['INCI', 'İnci'],
      ['gul', 'Gül'],
    ];
    for (const [typed, stored] of pairs) {
      expect(foldTurkish(stored)).toContain(foldTurkish(typed));
    }
    expect(foldTurkish('Ali')).not.toContain(foldTurkish('Ayşe'));
  });

  it('leaves plain text alone', () => {
    expect(foldTurkish('a blok 12')).toBe('a blok 12');
    expect(foldTurkish('')).toBe('');
  });
});
