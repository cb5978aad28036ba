import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals users' social tokens at rest (AES-256-GCM under a key derived from the api's secret), so a copy of the database
 * alone cannot post as anyone. A sealed value is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function tokenSealing(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'bagel-referrals', 'social account tokens', 32));
  return {
    seal(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** Throws when the value was not sealed under this secret (a changed secret: the user authorises again). */
    open(sealed: string): string {
      const [version, iv = '', tag = '', data = ''] = sealed.split('.');
      if (version !== VERSION) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type TokenSealing = ReturnType<typeof tokenSealing>;
