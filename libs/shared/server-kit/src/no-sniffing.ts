/**
 * Every reply is what its Content-Type says and nothing else: a browser must not guess that a JSON reply
 * holding user text (an asset's name, a support message) is HTML or a script.
 */
export const NO_SNIFFING = ['x-content-type-options', 'nosniff'] as const;
