import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n';

describe('numbers in the interface texts', () => {
  it('groups thousands the way the chosen language writes them, and leaves years as they are', async () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('app.licence.days_left_value', { smart_count: 1494 })).toBe('1.494 gün');
    expect(i18n.translate('ra.validation.maxValue', { max: 100000 })).toBe('En fazla 100.000 olabilir');
    expect(i18n.translate('app.sms_compose.not_enough', { needed: 1200, available: 1000 })).toBe(
      'Krediniz yetersiz: bu gönderim 1.200 kredi gerektiriyor, hesabınızda 1.000 kredi var.',
    );
    expect(i18n.translate('app.reports.budget.title', { year: 2026 })).toBe(
      '2026 yılı gider türlerine göre bütçe',
    );

    await i18n.changeLocale('en');
    expect(i18n.translate('app.licence.days_left_value', { smart_count: 1494 })).toBe('1,494 days');
    expect(i18n.translate('app.licence.days_left_value', { smart_count: 1 })).toBe('1 day');
  });
});
