import { count } from 'drizzle-orm';
import type { Executor } from '../db';
import { packages } from '../db/schema';
import type { PackageValues } from '../domain/orders';

/**
 * The starting catalogue of the demo and the tests (prices in kuruş, VAT included). A production installation
 * starts empty: its operator creates the packages in the back office.
 */
export const DEFAULT_PACKAGES: PackageValues[] = [
  {
    kind: 'licence',
    name: 'Başlangıç 6 ay',
    apartmentCount: 50,
    months: 6,
    smsCredits: null,
    price: 180_000n,
  },
  {
    kind: 'licence',
    name: 'Başlangıç 12 ay',
    apartmentCount: 50,
    months: 12,
    smsCredits: null,
    price: 300_000n,
  },
  { kind: 'licence', name: 'Site 12 ay', apartmentCount: 150, months: 12, smsCredits: null, price: 750_000n },
  {
    kind: 'licence',
    name: 'Büyük site 12 ay',
    apartmentCount: 500,
    months: 12,
    smsCredits: null,
    price: 1_800_000n,
  },
  { kind: 'sms', name: '1.000 SMS', apartmentCount: null, months: null, smsCredits: 1000, price: 40_000n },
  { kind: 'sms', name: '5.000 SMS', apartmentCount: null, months: null, smsCredits: 5000, price: 175_000n },
];

/** Writes the default packages when the catalogue is empty. */
export async function seedPackages(exec: Executor): Promise<void> {
  const [existing] = await exec.select({ n: count() }).from(packages);
  if ((existing?.n ?? 0) > 0) return;
  await exec.insert(packages).values(DEFAULT_PACKAGES);
}
