/**
 * Fixed texts shared by the server and the client (docs/domain.md, "Fixed texts"). The client compares some by
 * equality.
 */
export const MESSAGES = {
  loginSuccess: 'Giriş Başarıyla Tamamlandı',
  licenceExpired:
    'Lisans süreniz sona ermiştir. Lisans satın almak için lütfen bizimle iletişime geçiniz: 0850 000 00 00',
  pleaseLogIn: 'Giriş Yapınız!',
  noVisitsForApartment: 'Apartmana ait Ziyaret Bulunamadı',
  visitsListed: 'Ziyaretler Listelendi',
  noData: 'Veri Bulunamadı!',
  nothingToList: 'Listelenecek veri bulunamadı!',
  passwordChanged: 'Şifre başarıyla değiştirildi',
  tutorialFinished: 'Başarılı bir şekilde adımları tamamladınız en kısa sürede size ulaşacağız',
  codeNotValid: 'Not Valid',
} as const;

/** The two authentication errors the client recognises by their exact (English) text. */
export const JWT_ERRORS = {
  missing: 'missing or malformed jwt',
  invalid: 'invalid or expired jwt',
} as const;
