import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const KEY_PREFIX = 'bgd_';
const KEY_PATTERN = /^bgd_([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\.([A-Za-z0-9_-]{43})$/;

export interface DeploymentKeys {
  /** The user's key for the chat endpoint: `bgd_<user id>.<HMAC of the id>`. */
  keyFor(userId: string): string;
  /** The user a key belongs to, or undefined for anything that is not one of ours. */
  userOf(key: string): string | undefined;
  /** The token a deployment's model server demands (its `VLLM_API_KEY`); only the platform can compute it. */
  podToken(podId: string): string;
  /** Whether `token` is that pod's token, compared in constant time. */
  isPodToken(podId: string, token: string): boolean;
}

const sameText = (expected: string, given: string) => {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Keys that need no storage: a key is the user's id signed with a secret derived from the server's, so it can be
 * checked without a lookup, reaches only that user's deployments and moves no money. The price of storing nothing: a
 * key cannot be revoked on its own, only all of them by changing API_KEY_SECRET.
 */
export function createDeploymentKeys(serverSecret: string): DeploymentKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', serverSecret, '', purpose, 32));
  const keySecret = derive('bagel deployments key');
  const podSecret = derive('bagel deployment pod token');
  const sign = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const podToken = (podId: string) => sign(podSecret, `pod:${podId}`);

  return {
    keyFor: (userId) => `${KEY_PREFIX}${userId}.${sign(keySecret, userId)}`,
    userOf(key) {
      const [, userId, signature] = KEY_PATTERN.exec(key) ?? [];
      if (!userId || !signature) return undefined;
      return sameText(sign(keySecret, userId), signature) ? userId : undefined;
    },
    podToken,
    isPodToken: (podId, token) => sameText(podToken(podId), token),
  };
}
