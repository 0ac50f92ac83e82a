/**
 * A rule's template read once (server/domain/reminders/template.ts compileTemplate) fills every text exactly as
 * fillSmsFields does, and says when only the reminder's own fields are used; a rule reads each resident's oldest
 * open debt only when a filter or a field needs it (targets.ts needsOldestDue).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillSmsFields, SMS_FIELDS } from '../../../common/smsFields';
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
