import { count } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { DEMO } from '../demoCredentials';
import { tutorialsRepository } from '../repositories/session/tutorials';
import { openAccount } from '../services/session/registration';
import { hashPassword } from '../services/shared/passwords';
import { seedAccounting } from './accounting';
import { seedAnnouncements } from './announcements';
import { seedBank } from './bank';
import { seedCommunication } from './communication';
import { seedDocuments } from './documents';
import { seedMoney } from './money';
import { seedPackages } from './packages';
import { seedPayments } from './payments';
import { seedProperty } from './property';
import { seedReminders } from './reminders';
import { seedSms } from './sms';
import { seedStaff } from './staff';
import { seedSurveys } from './surveys';
import { seedTickets } from './tickets';

/**
 * The demo account (docs/domain.md, "The demo account"), created only when the database holds no account yet; its
 * documents' files go under `dataDir` (no documents without it). It creates no platform operator: its password would be
 * public, and an operator reads every account (`npm run operator:create` makes one).
 */
export async function seedDemoWhenEmpty(db: Db, dataDir?: string, secretsKey?: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    // Opened as a registration opens one, so the demo starts from what a new account has.
    const { account, owner } = await openAccount(
      tx,
      { assocName: DEMO.assocName, licenceEnd: '2030-12-31', apartmentLimit: 500, smsCredits: 1000 },
      {
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'yonetim@yesilvadi.example',
        phone: DEMO.phone,
        passwordHash,
      },
    );
    const accountId = account.id;
    // The demo user has seen the tutorial; new registrations get it on first login.
    await tutorialsRepository.update(tx, account.id, owner.id, {
      isCompleted: true,
      isFirst: false,
      step: 4,
    });
    const property = await seedProperty(tx, accountId);
    const cash = await seedMoney(tx, accountId, owner.id, property);
    await seedAccounting(tx, { accountId, userId: owner.id }, property, cash);
    await seedStaff(tx, { accountId, userId: owner.id }, property, cash);
    // After the staff's wages, paid from the bank: last month's statement holds them (docs/bank.md).
    await seedBank(tx, { accountId, userId: owner.id }, cash.bankId);
    await seedSms(tx, { accountId, userId: owner.id }, property.buildingIds);
    await seedReminders(tx, { accountId, userId: owner.id });
    await seedSurveys(tx, { accountId, userId: owner.id });
    await seedCommunication(tx, { accountId, userId: owner.id }, property.apartmentIds);
    await seedTickets(tx, { accountId, userId: owner.id });
    await seedAnnouncements(tx, { accountId, userId: owner.id });
    if (dataDir) await seedDocuments(tx, { accountId, userId: owner.id }, dataDir);
    // The online payments need the key their settings are sealed with (config SECRETS_KEY).
    if (secretsKey) await seedPayments(tx, { accountId, userId: owner.id }, secretsKey);
    await seedPackages(tx);
  });
  return true;
}
