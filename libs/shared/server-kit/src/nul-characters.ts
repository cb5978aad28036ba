/** A value still to look at, with the way back to the input's root (kept as links: copying each path would cost O(depth²)). */
interface Pending {
  value: unknown;
  key?: string;
  parent?: Pending;
}

const pathOf = (node: Pending): string => {
  const keys: string[] = [];
  for (let at: Pending | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path (`body.items.1.name` style, without the request part) of the first string or key holding a NUL
 * character, if any. PostgreSQL's text cannot store one, so a NUL that reached a query would fail there as a 500;
 * refusing it with the input keeps that out of every handler. Walks with its own stack and linked paths: a body of
 * 100,000 nested arrays fits in the body limit, and must neither overflow the call stack nor take quadratic time.
 */
export function nulCharacterPath(input: unknown): string | undefined {
  const pending: Pending[] = [{ value: input }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      if (value.includes('\0')) return pathOf(next);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: next }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: next };
        if (key.includes('\0')) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return undefined;
}

/** What a 400 for a NUL says: the same words for a validated request and a raw body checked by hand. */
export const nulCharacterMessage = (field: string): string => `${field} must not contain a NUL character`;
