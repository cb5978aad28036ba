/**
 * The path (`body.items.1.name` style, without the request part) of the first string or key holding a NUL
 * character, if any. PostgreSQL's text cannot store one, so a NUL that reached a query would fail there as a 500;
 * refusing it with the input keeps that out of every handler. Walks with its own stack: a deeply nested JSON body
 * must not overflow the call stack.
 */
export function nulCharacterPath(input: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\0')) return path.join('.');
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, String(index)] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return [...path, key].join('.');
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** What a 400 for a NUL says: the same words for a validated request and a raw body checked by hand. */
export const nulCharacterMessage = (field: string): string => `${field} must not contain a NUL character`;
