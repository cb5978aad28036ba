import * as v from 'valibot';
import { SHARE_PROMPT_MEMORY_PREFIX } from '@bagel/referrals-contract';
import type { ShareModalMemory } from './share-modal-schedule';

const Memory = v.object({ postponedUntil: v.optional(v.number()), dismissed: v.optional(v.boolean()) });

const keyOf = (userId: string) => `${SHARE_PROMPT_MEMORY_PREFIX}${userId}`;

/** This tab's memory of the pop-up; nothing when storage is unavailable or holds something else. */
export function readShareModalMemory(userId: string): ShareModalMemory {
  try {
    const parsed = v.safeParse(Memory, JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** Adds to this tab's memory; a browser that refuses storage only loses the postponement. */
export function rememberShareModal(userId: string, change: ShareModalMemory): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify({ ...readShareModalMemory(userId), ...change }));
  } catch (error) {
    console.error('Share Bagel pop-up: session storage is not available', error);
  }
}
