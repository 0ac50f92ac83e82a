/** The rules of packages and orders (issue 12), without I/O. */
import { type CalendarDate, daysInMonth } from '../../common/date';

const isoOf = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function parseIso(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** `months` calendar months after a date; a day the target month lacks becomes its last (31.01 + 1 → 28/29.02). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseIso(iso);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return isoOf({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/**
 * The licence end after a paid licence order: the months are added to the current end while the licence runs, so
 * renewing early loses no day; to today once it has ended, so the months bought are all ahead of the owner.
 */
export function licenceEndAfterPayment(currentEndIso: string, today: CalendarDate, months: number): string {
  const todayIso = isoOf(today);
  return addMonths(currentEndIso > todayIso ? currentEndIso : todayIso, months);
}

/** Letters and digits nobody misreads on a bank form (no 0/O, 1/I/L, no Turkish letters). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPRSTUVYZ23456789';

/**
 * The payment reference quoted in the transfer's description: the account number (so the operator finds the
 * account at a glance) and six random characters (so a reference cannot be guessed), e.g. `SY12-K7PX3M`.
 */
export function paymentReference(accountId: number, randomIndexes: readonly number[]): string {
  const tail = randomIndexes.map((i) => REFERENCE_ALPHABET[i % REFERENCE_ALPHABET.length]).join('');
  return `SY${accountId}-${tail}`;
}
export const REFERENCE_RANDOM_LENGTH = 6;
export const REFERENCE_ALPHABET_SIZE = REFERENCE_ALPHABET.length;

export interface PackageValues {
  kind: 'licence' | 'sms';
  name: string;
  apartmentCount: number | null;
  months: number | null;
  smsCredits: number | null;
  /** kuruş, VAT included */
  price: bigint;
}

/** A licence package covers apartments for months; an SMS package adds credits. Answers Turkish field errors. */
export function packageProblems(values: PackageValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.name.trim() === '') problems.name = 'Paket adını yazınız.';
  if (values.price <= 0n) problems.price = 'Fiyat sıfırdan büyük olmalıdır.';
  const whole = (n: number | null, min: number, max: number) =>
    n !== null && Number.isInteger(n) && n >= min && n <= max;
  if (values.kind === 'licence') {
    if (!whole(values.apartmentCount, 1, 100_000))
      problems.apartment_count = 'Daire sayısı 1 ile 100.000 arasında olmalıdır.';
    if (!whole(values.months, 1, 120)) problems.month = 'Süre 1 ile 120 ay arasında olmalıdır.';
    if (values.smsCredits !== null) problems.sms_credits = 'Lisans paketi SMS kredisi içermez.';
  } else {
    if (!whole(values.smsCredits, 1, 10_000_000))
      problems.sms_credits = 'SMS kredisi 1 ile 10.000.000 arasında olmalıdır.';
    if (values.apartmentCount !== null || values.months !== null)
      problems.kind = 'SMS paketi daire sayısı veya süre içermez.';
  }
  return problems;
}

/**
 * Why a licence package does not fit the account: it covers fewer apartments than the account already has (the
 * limit would fall under the count and block every new apartment). Null when it fits.
 */
export function licencePackageMisfit(packageApartments: number, apartmentsUsed: number): string | null {
  if (packageApartments >= apartmentsUsed) return null;
  return `Bu paket ${packageApartments} daireyi kapsıyor; hesabınızda ${apartmentsUsed} daire var. Daha büyük bir paket seçiniz.`;
}
