import { normalizePhone } from '../../common/phone';
import type { Executor } from '../db';
import { conflict, fieldError } from '../errors';
import { type Operator, operatorsRepository } from '../repositories/operators';
import { hashPassword } from './passwords';

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
