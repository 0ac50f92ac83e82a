import { describe, expect, it } from 'vitest';
import { plainSmsText, smsEncoding, smsLength, smsParts, unicodeCharacters } from '../../common/smsSegments';

const text = (n: number, ch = 'a') => ch.repeat(n);

describe('smsParts', () => {
  it('plain GSM text: 160 in one part, then 153 per part', () => {
    expect(smsEncoding('Aidat borcunuz 250 TL. Üç gün içinde ödeyiniz. Öğr')).toBe('turkish');
    expect(smsEncoding('Aidat borcunuz 250 TL. Odeme icin tesekkurler.')).toBe('gsm');
    expect(smsParts(text(1))).toBe(1);
    expect(smsParts(text(160))).toBe(1);
    expect(smsParts(text(161))).toBe(2);
    expect(smsParts(text(306))).toBe(2);
    expect(smsParts(text(307))).toBe(3);
    expect(smsParts(text(459))).toBe(3);
    expect(smsParts(text(460))).toBe(4);
  });

  it('keeps Ü Ö ü ö Ç in plain GSM', () => {
    expect(smsEncoding('ÜÖüöÇ')).toBe('gsm');
    expect(smsParts(text(160, 'ü'))).toBe(1);
    expect(smsParts(text(161, 'Ö'))).toBe(2);
  });

  it('counts GSM extension characters (€ [ ] { } ^ ~ | \\) twice', () => {
    expect(smsLength('€')).toBe(2);
    expect(smsEncoding('{}')).toBe('gsm');
    expect(smsParts(text(80, '€'))).toBe(1);
    expect(smsParts(`${text(80, '€')}a`)).toBe(2);
  });

  it('with any of Ş ş Ğ ğ ç ı İ: the Turkish encoding, 155 in one part, then 149', () => {
    for (const letter of ['Ş', 'ş', 'Ğ', 'ğ', 'ç', 'ı', 'İ']) {
      expect(smsEncoding(`Sayın ${letter}`), letter).toBe('turkish');
      expect(smsParts(`${letter}${text(154)}`), letter).toBe(1);
      expect(smsParts(`${letter}${text(155)}`), letter).toBe(2);
    }
    expect(smsParts(`ş${text(297)}`)).toBe(2);
    expect(smsParts(`ş${text(298)}`)).toBe(3);
    // A message a plain GSM phone would send in one part needs two once it has a dotless ı.
    expect(smsParts(text(158))).toBe(1);
    expect(smsParts(`ı${text(157)}`)).toBe(2);
  });

  it('with any other character outside GSM: UCS-2, 70 in one part, then 67', () => {
    expect(smsEncoding('Здравствуйте')).toBe('ucs2');
    expect(smsParts(text(70, 'Ж'))).toBe(1);
    expect(smsParts(text(71, 'Ж'))).toBe(2);
    expect(smsParts(text(134, 'Ж'))).toBe(2);
    expect(smsParts(text(135, 'Ж'))).toBe(3);
    // One emoji turns a Turkish text into UCS-2 and takes two units.
    expect(smsEncoding('Şükran 🙂')).toBe('ucs2');
    expect(smsLength('🙂')).toBe(2);
    expect(smsParts(`${text(68)}🙂`)).toBe(1);
    expect(smsParts(`${text(69)}🙂`)).toBe(2);
  });

  it('an empty text takes no part', () => {
    expect(smsParts('')).toBe(0);
  });

  it('names the characters that force UCS-2 and replaces the look-alikes by plain ones (issue 26)', () => {
    // An 81-character reply with a typographic apostrophe took 2 credits; with a plain one it takes 1.
    const reply = `Merhaba, asansör yarın 10’da onarılacak; anahtarı yönetime bırakmanız yeterlidir.`;
    expect(smsLength(reply)).toBe(81);
    expect(smsParts(reply)).toBe(2);
    expect(unicodeCharacters(reply)).toEqual(['’']);
    const plain = plainSmsText(reply);
    expect(plain).toBe(`Merhaba, asansör yarın 10'da onarılacak; anahtarı yönetime bırakmanız yeterlidir.`);
    expect(smsParts(plain)).toBe(1);
    expect(plainSmsText('“Kâr” – hâlâ…')).toBe('"Kar" - hala...');
    // What has no plain stand-in stays, and is still named.
    expect(plainSmsText('Teşekkürler 🙂')).toBe('Teşekkürler 🙂');
    expect(unicodeCharacters('Teşekkürler 🙂')).toEqual(['🙂']);
  });
});
