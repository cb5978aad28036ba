import { stableUuid } from '@bagel/server-kit';

/** The pod id a user's deploy with this Idempotency-Key gets: a replayed deploy finds the first one's pod. */
export const podIdFor = (userId: string, idempotencyKey: string): string => stableUuid(`deployment:${userId}:${idempotencyKey}`);
