import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../../src/dataProvider/errors';

describe('toHttpError', () => {
  it("uses the server's Turkish description as the message and keeps the status", () => {
    const error = toHttpError({ response: { status: 409, data: { description: 'Bu bina zaten var.' } } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Bu bina zaten var.');
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ description: 'Bu bina zaten var.' });
  });

  it('keeps the per-field errors in the body for the form', () => {
    const error = toHttpError({
      response: {
        status: 400,
        data: { description: 'Lütfen işaretli alanları düzeltiniz.', errors: { name: 'Ad gerekli.' } },
      },
    });
    expect(error.body).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { name: 'Ad gerekli.' },
    });
  });

  it('says which status failed when the server sent no description', () => {
    expect(toHttpError({ response: { status: 502, data: '<html>Bad gateway</html>' } }).message).toBe(
      'Sunucu hatası (502).',
    );
    expect(toHttpError({ response: { status: 500 } }).message).toBe('Sunucu hatası (500).');
  });

  it('explains a network failure in Turkish with status 0', () => {
    const error = toHttpError({ message: 'Network Error' });
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Sunucuya ulaşılamadı/);
  });
});
