import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageSession } from '@bagel/account-contract';
import { HttpError } from '@bagel/server-kit';
import { encodePage } from './page-encoding';
import { withPageHead, withServerDrawnPage } from './page-head';
import { preloadsFor, readPagePreloads, readSignedInStyles } from './page-preloads';
import { isPhone, pageRenderFrom, SERVER_ENTRY_FILE } from './page-render';

export interface WebAppOptions {
  /** The built web app: index.html plus Vite's content-hashed files under assets/. */
  webDist: string;
  /** The caller's session, put in every page so the app need not ask for it before it can render. */
  sessionOf(request: FastifyRequest): Promise<PageSession>;
  /** Where the browser calls api: preconnected from every page when it is another origin. */
  publicApiUrl: string;
  publicOrigin: string;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bagel: web app not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npx nx build @bagel/web</code> from the repository root, then reload this page.</p></body></html>
`;

/** Paths the single-page app never owns: unknown ones get the JSON 404, not index.html. */
const isServerPath = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/health';

/** A browser navigation, as opposed to a script or tool asking for data. */
const acceptsHtml = (request: FastifyRequest) => /text\/html|\*\/\*/.test(request.headers.accept ?? '');

/** Far beyond any page or asset path; browsers and proxies start refusing around here too. */
const MAX_PATH_LENGTH = 2_048;

/** The file under root a URL path names, if it is a regular, non-hidden file; never anything outside root. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // The file system takes no NUL in a name: it is a probe, not a page that might exist.
  if (decoded.includes('\0')) throw new HttpError(400, 'The path must not contain a NUL character', 'path');
  const target = resolve(root, `.${decoded}`);
  if (!target.startsWith(root + sep)) return undefined;
  const name = relative(root, target);
  if (name.split(sep).some((part) => part.startsWith('.'))) return undefined;
  try {
    return statSync(target, { throwIfNoEntry: false })?.isFile() ? name : undefined;
  } catch {
    // ENAMETOOLONG, ENOTDIR and the like: no such file.
    return undefined;
  }
}

/** Hashed assets never change under their name; everything else is revalidated so a new build shows at once. */
function send(reply: FastifyReply, root: string, name: string) {
  if (name.startsWith(`assets${sep}`)) return reply.sendFile(name, root, { cacheControl: true, maxAge: '365d', immutable: true });
  reply.header('cache-control', 'no-cache');
  return reply.sendFile(name, root, { cacheControl: false });
}

/** Serves the built web app, with index.html for every page route so deep links work. */
export const webApp = fp<WebAppOptions>(
  async function webApp(app, { webDist, sessionOf, publicApiUrl, publicOrigin }) {
    const root = resolve(webDist);
    const indexFile = join(root, 'index.html');
    // A page preconnects to api only when api is on another origin (behind one balancer both share edge's).
    const apiOrigin = new URL(publicApiUrl).origin;
    const preconnectTo = apiOrigin === new URL(publicOrigin).origin ? undefined : apiOrigin;
    const renderPage = pageRenderFrom(join(root, SERVER_ENTRY_FILE));

    /**
     * A signed-in phone's page drawn on the server, so it shows before the scripts have run (page-render.ts); undefined
     * when the browser draws it, as before: signed out, a desktop, or the drawing failed.
     */
    async function drawnOnServer(request: FastifyRequest, session: PageSession | undefined): Promise<string | undefined> {
      if (!session || !isPhone(request)) return undefined;
      try {
        return await renderPage(new URL(request.url, publicOrigin).href, session);
      } catch (error) {
        request.log.warn({ err: error }, 'Could not draw the page on the server: the browser will draw it');
        return undefined;
      }
    }

    /** index.html with the caller's session in it: never stored by a cache, since it holds the user's key. */
    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const [html, preloads, session] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readPagePreloads(root),
        // Without it the app asks `GET /api/session` itself, which shows what went wrong (spec §8); the page still loads.
        sessionOf(request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'Could not read the session for the page: the web app will ask for it');
          return undefined;
        }),
      ]);
      const head = withPageHead(html, { session, apiOrigin: preconnectTo, preloads: preloadsFor(preloads, session) });
      const markup = await drawnOnServer(request, session);
      const page = markup === undefined ? head : withServerDrawnPage(head, { markup, styles: await readSignedInStyles(root, preloads) });
      const { encoding, body } = await encodePage(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'cookie, user-agent, sec-ch-ua-mobile, accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }

    if (!existsSync(indexFile)) {
      app.log.warn(`The web app is not built (${indexFile} is missing): pages will say so until \`npx nx build @bagel/web\` is run.`);
    }
    // Files are sent with an explicit root (see send); the warning about a missing root is the one above.
    // preCompressed: sendFile picks the build's `<file>.br` or `<file>.gz` (apps/web/src/build/precompressed-assets.ts)
    // by Accept-Encoding, with the plain file's Content-Type and `Vary: Accept-Encoding`, and falls back to the next
    // encoding or the plain file when a variant is missing. Nothing is compressed per request.
    await app.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });

    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.length > MAX_PATH_LENGTH) throw new HttpError(414, `The path must be at most ${MAX_PATH_LENGTH} characters`, 'path');
      if (isServerPath(path)) return reply.callNotFound();
      const file = fileFor(root, path);
      if (file === 'index.html') return sendPage(request, reply);
      if (file) return send(reply, root, file);
      if (!acceptsHtml(request)) return reply.callNotFound();
      // Checked per request, so building the web app while edge runs needs no restart.
      if (!existsSync(indexFile))
        return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
      return sendPage(request, reply);
    });
  },
  { name: 'web-app', fastify: '5.x' },
);
