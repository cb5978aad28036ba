import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HubRepoType } from '@bagel/hub-contract';
import type { CatalogueFile, CatalogueRepo } from '../../hub-source/catalogue/catalogue-repo';
import { apiRepo, etagOf, treeEntries } from './api-json';
import { listRepos } from './listing';
import { REPO_NOT_FOUND, paged, sendError, sendJson } from './reply';
import { sendFile } from './resolve';

export interface FakeHubState {
  repos: readonly CatalogueRepo[];
  maxPageSize: number;
  missingRepoStatus: 401 | 404;
  /** The gated repositories whose conditions the token's account accepted. */
  gatedAccess: 'all' | readonly string[];
  /** Where an LFS file's bytes are: the CDN's signed address that `resolve` redirects to. */
  lfsUrl(file: CatalogueFile): string;
}

interface Request {
  hub: FakeHubState;
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
}

const typeOf = (plural: string | undefined): HubRepoType | undefined =>
  plural === 'models' ? 'model' : plural === 'datasets' ? 'dataset' : undefined;

/** The repository a path starts with (`owner/name`, or a legacy bare name) and the segments after it. */
function repoIn(hub: FakeHubState, repoType: HubRepoType, segments: string[]) {
  for (const length of [2, 1]) {
    const repo = hub.repos.find((candidate) => candidate.repoType === repoType && candidate.id === segments.slice(0, length).join('/'));
    if (repo) return { repo, rest: segments.slice(length) };
  }
  return undefined;
}

/** The hub accepts a commit or the default branch's names. */
const knowsRevision = (repo: CatalogueRepo, revision: string | undefined) =>
  revision === repo.sha || revision === 'main' || revision === 'HEAD';

/**
 * The hub's refusal of a gated repository's files to a caller whose account has not accepted its conditions: 401 to an
 * anonymous caller, 403 to one not on its authorized list, both with `X-Error-Code: GatedRepo`. Its info, file tree
 * and README (its card, which people read before asking) stay open to everyone.
 */
function gateRefusal({ hub, request, url }: Request, repo: CatalogueRepo): { status: 401 | 403; message: string } | null {
  if (!repo.gated || hub.gatedAccess === 'all' || hub.gatedAccess.includes(repo.id)) return null;
  const what = `${repo.repoType} ${repo.id}`;
  if (!request.headers.authorization) {
    return {
      status: 401,
      message: `Access to ${what} is restricted. You must have access to it and be authenticated to access it. Please log in.`,
    };
  }
  const page = `${url.origin}/${repo.repoType === 'dataset' ? 'datasets/' : ''}${repo.id}`;
  return {
    status: 403,
    message: `Access to ${what} is restricted and you are not in the authorized list. Visit ${page} to ask for access.`,
  };
}

function answerRepoCall(call: Request, repoType: HubRepoType, segments: string[]): void {
  const { hub, request, response, url } = call;
  const found = repoIn(hub, repoType, segments);
  if (!found) return sendError(response, hub.missingRepoStatus, REPO_NOT_FOUND, 'RepoNotFound');
  const { repo, rest } = found;
  const [action, revision, ...path] = rest;
  const refused = () => {
    const refusal = gateRefusal(call, repo);
    if (refusal) sendError(response, refusal.status, refusal.message, 'GatedRepo');
    return refusal !== null;
  };
  // `GET /api/{models,datasets}/{id}/auth-check`: 200 when the caller may read the repository's files.
  if (action === 'auth-check' && rest.length === 1) return void (refused() || sendJson(response, 200, {}));
  if (action !== undefined && !knowsRevision(repo, revision))
    return sendError(response, 404, `Invalid rev id: ${revision}`, 'RevisionNotFound');
  if (action === undefined || (action === 'revision' && path.length === 0)) return sendJson(response, 200, apiRepo(repo, url, false));
  if (action === 'tree') {
    const entries = treeEntries(repo, path.join('/'), url.searchParams.get('recursive') === 'true');
    if (!entries) return sendError(response, 404, 'Entry not found', 'EntryNotFound');
    const { page, headers } = paged(entries, url, hub.maxPageSize);
    return sendJson(response, 200, page, headers);
  }
  if (action === 'resolve') {
    const file = repo.files.find((candidate) => candidate.path === path.join('/'));
    if (!file) return sendError(response, 404, 'Entry not found', 'EntryNotFound');
    if (file.path !== 'README.md' && refused()) return;
    const headers = { 'x-repo-commit': repo.sha };
    if (!file.lfs) return sendFile(request, response, file, () => undefined, headers);
    // A Git LFS file's bytes are on the CDN, at a signed address of another origin.
    response.writeHead(302, {
      ...headers,
      location: hub.lfsUrl(file),
      etag: `"${etagOf(file)}"`,
      'x-linked-size': String(file.size),
      'x-linked-etag': `"${file.lfs.sha256}"`,
      'content-length': '0',
    });
    return void response.end();
  }
  sendError(response, 404, 'Not found');
}

/**
 * Routes a request as the hub's URLs are laid out: `/api/{models,datasets}` listings, `/api/{models,datasets}/{id}`
 * info (also `/revision/{rev}`), `/tree/{rev}[/{path}]` and `/auth-check`, and downloads at `/{id}/resolve/{rev}/{path}`
 * (datasets under `/datasets/`).
 */
export function routeHubRequest(call: Request): void {
  const segments = call.url.pathname.split('/').slice(1).map(decodeURIComponent);
  const [first, second, ...rest] = segments;
  if (first === 'api') {
    const repoType = typeOf(second);
    if (!repoType) return sendError(call.response, 404, 'Not found');
    if (rest.length > 0) return answerRepoCall(call, repoType, rest);
    const listed = listRepos(call.hub.repos, repoType, call.url);
    if (typeof listed === 'string') return sendError(call.response, 400, listed);
    const limit = Number(call.url.searchParams.get('limit') ?? call.hub.maxPageSize);
    if (!Number.isInteger(limit) || limit < 1) return sendError(call.response, 400, 'limit must be a positive whole number');
    const { page, headers } = paged(listed, call.url, Math.min(limit, call.hub.maxPageSize));
    return sendJson(
      call.response,
      200,
      page.map((repo) => apiRepo(repo, call.url, true)),
      headers,
    );
  }
  const repoType: HubRepoType = first === 'datasets' ? 'dataset' : 'model';
  const path = repoType === 'dataset' ? segments.slice(1) : segments;
  if (path.indexOf('resolve') < 1) return sendError(call.response, 404, 'Not found');
  answerRepoCall(call, repoType, path);
}
