import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { ServerEntry, SessionPayload } from '@bagel/account-contract';

/** Where the web build puts its server entry (apps/web/vite.config.ts): a hidden folder, so never served. */
export const SERVER_ENTRY_FILE = '.vite/ssr/entry-server.js';

/**
 * A phone, by the client hint Chromium sends or the user agent's `Mobi` (as MDN advises: every phone browser says it,
 * no tablet does). Only phones get a server-drawn page: the server draws the narrow layout, which a desktop window
 * would show until the scripts had run, and a desktop's scripts arrive fast enough that it gains little.
 */
export function isPhone(request: FastifyRequest): boolean {
  return request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(request.headers['user-agent'] ?? '');
}

export type PageRender = (url: string, session: SessionPayload) => Promise<string | undefined>;

/**
 * The web build's server entry, imported when first needed and again whenever the build rewrites it (a rebuild while
 * edge runs needs no restart, as for index.html; each build's module stays in memory until edge restarts). Without a
 * server entry (a build from before it, the tests' tiny build) pages are sent as they are.
 */
export function pageRenderFrom(file: string): PageRender {
  let loaded: { version: number; entry: Promise<ServerEntry> } | undefined;
  return async (url, session) => {
    // Asked without blocking edge's event loop, which serves every other request meanwhile.
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (version === undefined) return undefined;
    if (loaded?.version !== version) {
      loaded = { version, entry: import(`${pathToFileURL(file).href}?version=${version}`) as Promise<ServerEntry> };
    }
    return (await loaded.entry).renderPage(url, session);
  };
}
