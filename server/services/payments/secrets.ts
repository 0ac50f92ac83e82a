/**
 * The associations' merchant credentials at rest: AES-256-GCM under a key derived from SECRETS_KEY (server/config.ts).
 * Stored as iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext; decrypted only for the provider call that needs them.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { MerchantCredentials } from './provider';

const keyOf = (secretsKey: string) => createHash('sha256').update(secretsKey).digest();

export function sealCredentials(secretsKey: string, credentials: MerchantCredentials): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when the key changed or the bytes were altered (GCM's tag). */
export function openCredentials(secretsKey: string, sealed: Buffer): MerchantCredentials {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  const text = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as MerchantCredentials;
}
