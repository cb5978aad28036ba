import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HubRepoType } from '@bagel/contract';
import type { CatalogueRepo } from '../../hub-source/catalogue/catalogue-repo';
import { apiRepo, treeEntries } from './api-json';
import { listRepos } from './listing';
import { REPO_NOT_FOUND, paged, sendError, sendJson } from './reply';
import { sendFile } from './resolve';

export interface FakeHubState {
  repos: readonly CatalogueRepo[];
  maxPageSize: number;
  missingRepoStatus: 401 | 404;
  countLfsBytes(bytes: number): void;
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

function answerRepoCall({ hub, request, response, url }: Request, repoType: HubRepoType, segments: string[]): void {
  const found = repoIn(hub, repoType, segments);
  if (!found) return sendError(response, hub.missingRepoStatus, REPO_NOT_FOUND, 'RepoNotFound');
  const { repo, rest } = found;
  const [call, revision, ...path] = rest;
  if (call !== undefined && !knowsRevision(repo, revision))
    return sendError(response, 404, `Invalid rev id: ${revision}`, 'RevisionNotFound');
  if (call === undefined || (call === 'revision' && path.length === 0)) return sendJson(response, 200, apiRepo(repo, url, false));
  if (call === 'tree') {
    const entries = treeEntries(repo, path.join('/'), url.searchParams.get('recursive') === 'true');
    if (!entries) return sendError(response, 404, 'Entry not found', 'EntryNotFound');
    const { page, headers } = paged(entries, url, hub.maxPageSize);
    return sendJson(response, 200, page, headers);
  }
  if (call === 'resolve') {
    const file = repo.files.find((candidate) => candidate.path === path.join('/'));
    if (!file) return sendError(response, 404, 'Entry not found', 'EntryNotFound');
    return sendFile(request, response, repo, file, hub.countLfsBytes);
  }
  sendError(response, 404, 'Not found');
}

/**
 * Routes a request as the hub's URLs are laid out: `/api/{models,datasets}` listings, `/api/{models,datasets}/{id}`
 * info (also `/revision/{rev}`) and `/tree/{rev}[/{path}]`, and downloads at `/{id}/resolve/{rev}/{path}` (datasets
 * under `/datasets/`).
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
