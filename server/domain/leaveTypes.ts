/**
 * The leave types ("personel izinleri") every account starts with. The API's "staff permissions" are read as
 * leave types, since "izin" means both: each is paid or not, and counted against the annual entitlement or not.
 * Only annual leave is counted; the others are the law's separate leaves (4857 ek md. 2, excuse, sick report).
 */
export const STARTER_LEAVE_TYPES: readonly { name: string; paid: boolean; countsAgainstAnnual: boolean }[] = [
  { name: 'Yıllık izin', paid: true, countsAgainstAnnual: true },
  { name: 'Mazeret izni', paid: true, countsAgainstAnnual: false },
  { name: 'Rapor / hastalık', paid: true, countsAgainstAnnual: false },
  { name: 'Ücretsiz izin', paid: false, countsAgainstAnnual: false },
  { name: 'Evlilik izni', paid: true, countsAgainstAnnual: false },
  { name: 'Ölüm izni', paid: true, countsAgainstAnnual: false },
  { name: 'Babalık izni', paid: true, countsAgainstAnnual: false },
];
