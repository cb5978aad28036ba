import type { SocialNetwork } from './social-network';

export const LOCAL_OUTBOX = 'Local outbox';

/**
 * The embedded default: every user may post, and a post completes as soon as its job runs. The posts table is the
 * outbox that records it; nothing leaves the machine, so a post has no URL.
 */
export function createLocalOutbox(): SocialNetwork {
  return {
    label: LOCAL_OUTBOX,
    oauth: null,
    async post(_author, post, signal) {
      signal.throwIfAborted();
      return { id: post.postId, url: null };
    },
  };
}
