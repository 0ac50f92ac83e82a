/**
 * A rule's template read once (server/domain/reminders/template.ts compileTemplate) fills every text exactly as
 * fillSmsFields does, counts its SMS parts as measuring the written text would, and says when only the reminder's
 * own fields are used; a rule reads each resident's oldest
 * open debt only when a filter or a field needs it (targets.ts needsOldestDue).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillSmsFields, SMS_FIELDS } from '../../../common/smsFields';
import { smsMeasure } from '../../../common/smsSegments';
import { needsOldestDue } from '../../../server/domain/reminders/targets';
import { compileTemplate } from '../../../server/domain/reminders/template';

const values = Object.fromEntries(SMS_FIELDS.map((f) => [f.key, f.example]));

describe('a template read once', () => {
  it('fills as fillSmsFields: known fields, unknown ones kept, missing values empty', () => {
    const templates = [
      'Sayın {ad}, {son_odeme} vadeli borcunuzla toplam {borc} borcunuz var. Ödeme kodu: {odeme_kodu}.',
      '{ad}{soyad} {bilinmeyen} {link}',
      'alan yok',
      '',
      '{gecikme_gun} gün gecikti, {en_eski_vade}',
    ];
    for (const template of templates) {
      expect(compileTemplate(template).fill(values)).toBe(fillSmsFields(template, values));
      expect(compileTemplate(template).fill({ ad: 'Ayşe' })).toBe(fillSmsFields(template, { ad: 'Ayşe' }));
    }
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(...SMS_FIELDS.map((f) => `{${f.key}}`), '{yok}', '{', '}'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const template = parts.join('');
        expect(compileTemplate(template).fill(values)).toBe(fillSmsFields(template, values));
      }),
    );
  });

  it('measures the written, trimmed text as smsMeasure does, without writing it', () => {
    // Letters of every kind the count treats apart: GSM, GSM extension (two), Turkish shift, UCS-2, beyond U+FFFF
    // (two), and spaces and line ends a trim takes off. A piece keeps to one kind or mixes them.
    const kinds = ['aZ5.', '€{', 'şİıçÇ', 'â’', '🙂', ' \n\u00a0'];
    const letters = fc.oneof(...kinds.map((kind) => fc.constant(kind)), fc.constant(kinds.join('')));
    const text = (maxLength: number) =>
      letters.chain((kind) =>
        fc.array(fc.constantFrom(...kind), { maxLength }).map((picked) => picked.join('')),
      );
    const piece = fc.oneof(text(60), fc.constantFrom(...SMS_FIELDS.map((f) => `{${f.key}}`), '{yok}'));
    const someValues = fc.dictionary(fc.constantFrom(...SMS_FIELDS.map((f) => f.key)), text(200));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), someValues, (parts, filled) => {
        const template = compileTemplate(parts.join(''));
        expect(template.smsMeasure(filled)).toEqual(smsMeasure(template.fill(filled).trim()));
      }),
      { numRuns: 3000 },
    );
    const reminder = compileTemplate('Sayın {ad}, {borc} borcunuz var.');
    expect(reminder.smsMeasure({ ad: 'Ayşe', borc: '450,00 TL' })).toEqual({
      characters: 35,
      encoding: 'turkish',
      parts: 1,
    });
    expect(reminder.smsMeasure({ ad: 'Ayşe'.repeat(40), borc: '450,00 TL' }).parts).toBe(2);
    expect(reminder.smsMeasure({ ad: '🙂', borc: '€' })).toMatchObject({ encoding: 'ucs2', characters: 25 });
  });

  it('knows when the reminder’s own fields are all a template uses', () => {
    expect(compileTemplate('Sayın {ad}, {borc} ({son_odeme}) {odeme_kodu} {link} {yok}').ownFieldsOnly).toBe(
      true,
    );
    expect(compileTemplate('Sayın {ad_soyad}, {borc}').ownFieldsOnly).toBe(false);
    expect(compileTemplate('{daire} dairesi').ownFieldsOnly).toBe(false);
  });
});

describe('the oldest open debt', () => {
  it('is read for a days-overdue filter or a field that says it, not otherwise', () => {
    expect(needsOldestDue({ minOverdueDays: 0, template: 'Sayın {ad}, {borc}' })).toBe(false);
    expect(needsOldestDue({ minOverdueDays: 30, template: 'Sayın {ad}' })).toBe(true);
    expect(needsOldestDue({ minOverdueDays: 0, template: '{gecikme_gun} gün' })).toBe(true);
    expect(needsOldestDue({ minOverdueDays: 0, template: 'En eski: {en_eski_vade}' })).toBe(true);
  });
});
