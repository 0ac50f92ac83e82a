/** The one error shape of the API: `{description}` in Turkish, plus `errors` per field for forms. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly errors?: Record<string, string>,
  ) {
    super(description);
  }
}

export const badRequest = (description: string, errors?: Record<string, string>) =>
  new AppError(400, description, errors);
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'Lütfen işaretli alanları düzeltiniz.', { [field]: message });
export const unauthorized = (description: string) => new AppError(401, description);
export const forbidden = (description = 'Bu işlem için yetkiniz yok.') => new AppError(403, description);
export const notFound = (description = 'Kayıt bulunamadı.') => new AppError(404, description);
export const conflict = (description: string, errors?: Record<string, string>) =>
  new AppError(409, description, errors);
export const tooManyRequests = (
  description = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyiniz.',
) => new AppError(429, description);
