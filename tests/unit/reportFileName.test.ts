import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../src/pages/reports/reportExport';

describe('a report’s download name', () => {
  it('joins the title’s words with dashes and ends with no dash', () => {
    expect(fileNameOf('Borçlular (yaşlandırma)')).toBe('borçlular-yaşlandırma');
    expect(fileNameOf('Kasa defteri')).toBe('kasa-defteri');
    expect(fileNameOf(' (Bakiye) ')).toBe('bakiye');
  });
});
