import type { Db, Executor } from '../../db';
import { conflict } from '../../errors';
import type { CodePurpose } from '../../repositories/shared/oneTimeCodes';
import { accountOwnerPhone } from '../shared/accountOwner';
import { consumeCode, type OneTimeCodes } from '../shared/oneTimeCodes';

/** A record deleted only with a code sent to the account owner's phone (buildings, apartments). */
export interface DeleteTarget {
  purpose: Extract<CodePurpose, 'delete_building' | 'delete_apartment'>;
  accountId: number;
  id: number;
}

const codeTarget = async (db: Db, target: DeleteTarget) => ({
  purpose: target.purpose,
  phone: await accountOwnerPhone(db, target.accountId),
  accountId: target.accountId,
  targetId: target.id,
});

/** GET …/delete/request: sends the code to the owner, whoever asks. */
export async function sendDeleteCode(
  db: Db,
  codes: OneTimeCodes,
  target: DeleteTarget,
  text: (code: string) => string,
): Promise<void> {
  await codes.send(await codeTarget(db, target), text);
}

/**
 * DELETE {id, code}: checks the code, then in one transaction `refuse` may still refuse (records in use), the code
 * is consumed (once only) and `remove` deletes with its audit rows.
 */
export async function deleteWithCode(
  db: Db,
  codes: OneTimeCodes,
  target: DeleteTarget,
  code: string,
  steps: { refuse: (tx: Executor) => Promise<void>; remove: (tx: Executor) => Promise<void> },
): Promise<void> {
  const codeId = await codes.check(await codeTarget(db, target), code);
  await db.transaction(async (tx) => {
    await steps.refuse(tx);
    if (!(await consumeCode(tx, codeId))) throw conflict('Bu kod zaten kullanıldı.');
    await steps.remove(tx);
  });
}
