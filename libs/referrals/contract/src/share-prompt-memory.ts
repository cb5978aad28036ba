/**
 * Where a browser tab remembers spec §4's 'Share Bagel' pop-up: sessionStorage, under this prefix and the user's id
 * (so another account signing in in the tab starts afresh). Here, not in the web lib, so browser tests can set it.
 */
export const SHARE_PROMPT_MEMORY_PREFIX = 'bagel.share-bagel-modal.';

/**
 * A Playwright init script (`addInitScript(postponedSharePrompt, SHARE_PROMPT_MEMORY_PREFIX)`): the pop-up opens 2 s
 * after a signed-in page loads, so a journey's tab reads it as postponed for a day unless the tab stored an answer
 * itself, and the pop-up never races the journey's clicks. It runs in the page: it uses nothing but its argument.
 */
export function postponedSharePrompt(prefix: string): void {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    const stored = getItem.call(this, key);
    if (stored !== null || this !== window.sessionStorage || !key.startsWith(prefix)) return stored;
    return JSON.stringify({ postponedUntil: Date.now() + 24 * 60 * 60 * 1000 });
  };
}
