import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Bank account numbers at rest (DESIGN §8): AES-256-GCM with a fresh 12-byte nonce each time, the business's id
 * as additional data (a ciphertext copied onto another business's row does not decrypt), stored as
 * 'v1:' + base64(nonce | tag | ciphertext). The version prefix leaves room to rotate the key later.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function encryptAccountNumber(key: Buffer, accountNumber: string, merchantId: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(merchantId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

/** The stored number back, for the admins' payout transfers; throws when the key or the business is wrong. */
export function decryptAccountNumber(key: Buffer, stored: string, merchantId: string): string {
  const [version, body] = stored.split(':');
  if (version !== VERSION || !body) throw new Error('unknown bank account number encoding');
  const bytes = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(merchantId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
