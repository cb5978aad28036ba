import type { ServerResponse } from 'node:http';

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

/** The hub's error answer: a JSON `error`, with its `X-Error-Code` and `X-Error-Message` headers that clients read. */
export function sendError(response: ServerResponse, status: number, message: string, code?: string): void {
  sendJson(response, status, { error: message }, { 'x-error-message': message, ...(code ? { 'x-error-code': code } : {}) });
}

export const REPO_NOT_FOUND = 'Repository not found';

/**
 * One page of a long answer and the `Link` header to the next, as the hub pages listings and trees: by an opaque
 * cursor carried in the next page's URL.
 */
export function paged<T>(items: readonly T[], url: URL, pageSize: number): { page: T[]; headers: Record<string, string> } {
  const cursor = url.searchParams.get('cursor');
  const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) : 0;
  const page = items.slice(start, start + pageSize);
  if (start + pageSize >= items.length) return { page, headers: {} };
  const next = new URL(url);
  next.searchParams.set('cursor', Buffer.from(String(start + pageSize)).toString('base64url'));
  return { page, headers: { link: `<${next.href}>; rel="next"` } };
}
