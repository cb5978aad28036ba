import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_PREFIX = 'bgl_';
const IV_BYTES = 12;

/** A new user key: a recognisable prefix and 256 random bits. */
export const generateApiKey = (): string => KEY_PREFIX + randomBytes(32).toString('base64url');

/** Keys carry 256 random bits, so an unsalted SHA-256 is enough to find one without storing it. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Compares digests, which have equal lengths, so neither the length nor the content of a secret leaks through timing. */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

export interface ApiKeyCipher {
  /** `iv.tag.ciphertext` (base64url), bound to the user so a sealed key cannot be moved to another user's row. */
  seal(key: string, userId: string): string;
  open(sealed: string, userId: string): string;
}

/** AES-256-GCM under a key derived from the server secret (API_KEY_SECRET), which may be any string. */
export function createApiKeyCipher(secret: string): ApiKeyCipher {
  const aesKey = Buffer.from(hkdfSync('sha256', secret, '', 'bagel api key encryption', 32));
  return {
    seal(key, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv).setAAD(Buffer.from(userId));
      const ciphertext = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed, userId) {
      const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !ciphertext) throw new Error('A stored API key is malformed');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv).setAAD(Buffer.from(userId)).setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('A stored API key cannot be decrypted: was API_KEY_SECRET changed?');
      }
    },
  };
}
