import { normalizePhone } from '../../../common/phone';
import type { Executor } from '../../db';
import { conflict, fieldError } from '../../errors';
import { type Operator, operatorsRepository } from '../../repositories/platform/operators';
import { hashPassword, verifyPassword } from '../shared/passwords';

/**
 * A new platform operator (the command line's `npm run operator:create`; no endpoint creates one). The phone is
 * a Turkish mobile written any common way; the password at least 8 characters.
 */
export async function createOperator(
  exec: Executor,
  values: { name: string; phone: string; password: string },
): Promise<Operator> {
  const name = values.name.trim();
  if (!name) throw fieldError('name', 'Ad boş bırakılamaz.');
  const phone = normalizePhone(values.phone);
  if (!phone) throw fieldError('phone', 'Geçerli bir cep telefonu numarası giriniz.');
  if (values.password.length < 8) throw fieldError('password', 'Şifre en az 8 karakter olmalıdır.');
  if (await operatorsRepository.findByPhone(exec, phone)) {
    throw conflict('Bu telefon numarasıyla kayıtlı bir platform yöneticisi zaten var.');
  }
  return operatorsRepository.insert(exec, { name, phone, passwordHash: await hashPassword(values.password) });
}

/** The operator the demo created before, with the password that GET /api/info published to anyone. */
const PUBLISHED_DEMO_OPERATOR = { phone: '5559999999', password: 'operator1234' };

export const DEMO_OPERATOR_DISABLED =
  'Demo platform yöneticisi (555 999 99 99) herkese açık demo şifresiyle duruyordu ve devre dışı bırakıldı; ' +
  'yeni bir yönetici için: npm run operator:create';

/**
 * A start-up step (server/start.ts): an install that still has the demo operator with its published password
 * loses it, with one line in the log. An operator on that phone with another password is left alone.
 */
export async function disablePublishedDemoOperator(
  exec: Executor,
  log: (line: string) => void,
): Promise<void> {
  const operator = await operatorsRepository.findByPhone(exec, PUBLISHED_DEMO_OPERATOR.phone);
  if (!operator || operator.disabledAt) return;
  if (!(await verifyPassword(PUBLISHED_DEMO_OPERATOR.password, operator.passwordHash))) return;
  await operatorsRepository.disable(exec, operator.id);
  log(DEMO_OPERATOR_DISABLED);
}
