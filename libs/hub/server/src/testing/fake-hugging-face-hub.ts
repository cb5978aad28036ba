import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { CatalogueRepo } from '../hub-source/catalogue/catalogue-repo';

export interface FakeHubOptions {
  repos: readonly CatalogueRepo[];
  /** Every request must carry `Authorization: Bearer <token>`. */
  token?: string;
}

export type FakeHubFailure = { status: number } | 'drop';

export interface FakeHuggingFaceHub {
  url: string;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** Bytes of Git LFS files sent so far: how much of a download the hub was actually asked for. */
  lfsBytesServed(): number;
  /** From now on every request fails so (null: answers again). */
  setFailure(failure: FakeHubFailure | null): void;
  close(): Promise<void>;
}

/** The bytes a Git LFS file serves: a pattern of its path, produced as it is read, so a large file costs no memory. */
function lfsBytes(path: string, start: number, end: number, served: (bytes: number) => void): Readable {
  const pattern = Buffer.from(`${path}\n`);
  let position = start;
  return new Readable({
    read() {
      if (position >= end) return void this.push(null);
      const length = Math.min(64 * 1024, end - position);
      const chunk = Buffer.alloc(length);
      for (let index = 0; index < length; index++) chunk[index] = pattern[(position + index) % pattern.length] ?? 0;
      position += length;
      served(length);
      this.push(chunk);
    },
  });
}

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

const notFound = (response: ServerResponse, code: 'RepoNotFound' | 'EntryNotFound' | 'RevisionNotFound') =>
  json(response, 404, { error: code === 'EntryNotFound' ? 'Entry not found' : 'Repository not found' }, { 'x-error-code': code });

/** The fields the hub's listing and info calls answer (`expand` is honoured loosely: every known field is sent). */
function apiEntry({ entry, sha }: CatalogueRepo) {
  return {
    _id: sha.slice(0, 24),
    id: entry.id,
    author: entry.id.split('/')[0],
    sha,
    private: false,
    gated: entry.gated ? 'manual' : false,
    pipeline_tag: entry.pipelineTag ?? undefined,
    tags: entry.tags,
    downloads: entry.downloads,
    likes: entry.likes,
    lastModified: entry.lastModified,
    cardData: { license: entry.license },
    ...(entry.config ? { config: { model_type: entry.config['model_type'] } } : {}),
  };
}

const SORT_FIELDS: Record<string, (repo: CatalogueRepo) => number> = {
  downloads: (repo) => repo.entry.downloads,
  likes: (repo) => repo.entry.likes,
  lastModified: (repo) => Date.parse(repo.entry.lastModified),
};

/**
 * A local Hugging Face Hub speaking the HTTP API `@huggingface/hub` uses: `/api/{models,datasets}` listings (search,
 * filter, sort, limit, `Link` cursor pages), repository info at a revision, recursive trees with LFS entries, and
 * `resolve` downloads with ranges, 404s carrying the hub's `X-Error-Code`.
 */
export async function startFakeHuggingFaceHub({ repos, token }: FakeHubOptions): Promise<FakeHuggingFaceHub> {
  const requests: FakeHuggingFaceHub['requests'] = [];
  let failure: FakeHubFailure | null = null;
  let lfsServed = 0;

  function list(url: URL, type: 'model' | 'dataset', base: string, response: ServerResponse) {
    const query = url.searchParams.get('search')?.toLowerCase();
    const filters = url.searchParams.getAll('filter');
    const sort = SORT_FIELDS[url.searchParams.get('sort') ?? ''];
    const limit = Number(url.searchParams.get('limit') ?? '1000');
    const cursor = Number(url.searchParams.get('cursor') ?? '0');
    const matching = repos
      .filter(({ entry }) => entry.type === type)
      .filter(({ entry }) => !query || entry.id.toLowerCase().includes(query))
      .filter(({ entry, files }) =>
        filters.every((filter) => entry.tags.includes(filter) || files.some((file) => file.path.endsWith(`.${filter}`))),
      )
      .sort((a, b) => (sort ? sort(b) - sort(a) : 0));
    const page = matching.slice(cursor, cursor + limit);
    const next = new URL(url.toString(), base);
    next.searchParams.set('cursor', String(cursor + limit));
    const headers: Record<string, string> = cursor + limit < matching.length ? { link: `<${next.toString()}>; rel="next"` } : {};
    json(response, 200, page.map(apiEntry), headers);
  }

  function resolve(request: IncomingMessage, response: ServerResponse, repo: CatalogueRepo, revision: string, path: string) {
    if (revision !== repo.sha && revision !== 'main') return notFound(response, 'RevisionNotFound');
    const file = repo.files.find((candidate) => candidate.path === path);
    if (!file) return notFound(response, 'EntryNotFound');
    const body = file.content === undefined ? undefined : Buffer.from(file.content);
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]) + 1, file.size) : file.size;
    const headers = {
      etag: `"${file.lfs?.sha256 ?? repo.sha}"`,
      'x-repo-commit': repo.sha,
      'content-length': String(end - start),
      'content-type': 'application/octet-stream',
    };
    response.writeHead(range ? 206 : 200, range ? { ...headers, 'content-range': `bytes ${start}-${end - 1}/${file.size}` } : headers);
    if (body) return void response.end(body.subarray(start, end));
    const stream = lfsBytes(path, start, end, (bytes) => (lfsServed += bytes));
    response.on('close', () => stream.destroy());
    stream.pipe(response);
  }

  function route(request: IncomingMessage, response: ServerResponse, base: string) {
    const url = new URL(request.url ?? '/', base);
    const path = decodeURIComponent(url.pathname);
    const find = (type: 'model' | 'dataset', id: string) => repos.find(({ entry }) => entry.type === type && entry.id === id);
    let match: RegExpExecArray | null;
    if ((match = /^\/api\/(models|datasets)$/.exec(path))) return list(url, match[1] === 'models' ? 'model' : 'dataset', base, response);
    if ((match = /^\/api\/(models|datasets)\/(.+?)\/revision\/([^/]+)$/.exec(path))) {
      const repo = find(match[1] === 'models' ? 'model' : 'dataset', match[2] ?? '');
      return repo ? json(response, 200, apiEntry(repo)) : notFound(response, 'RepoNotFound');
    }
    if ((match = /^\/api\/(models|datasets)\/(.+?)\/tree\/([^/]+)$/.exec(path))) {
      const repo = find(match[1] === 'models' ? 'model' : 'dataset', match[2] ?? '');
      if (!repo) return notFound(response, 'RepoNotFound');
      if (match[3] !== repo.sha && match[3] !== 'main') return notFound(response, 'RevisionNotFound');
      return json(
        response,
        200,
        repo.files.map((file) => ({
          type: 'file',
          path: file.path,
          size: file.size,
          oid: repo.sha,
          ...(file.lfs ? { lfs: { oid: file.lfs.sha256, size: file.lfs.size, pointerSize: 134 } } : {}),
        })),
      );
    }
    if ((match = /^\/(datasets\/)?(.+?)\/resolve\/([^/]+)\/(.+)$/.exec(path))) {
      const repo = find(match[1] ? 'dataset' : 'model', match[2] ?? '');
      return repo ? resolve(request, response, repo, match[3] ?? '', match[4] ?? '') : notFound(response, 'RepoNotFound');
    }
    json(response, 404, { error: 'Not found' });
  }

  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', authorization: request.headers.authorization });
    if (failure === 'drop') return void request.socket.destroy();
    if (failure) return json(response, failure.status, { error: `Fake hub failing with ${failure.status}` });
    if (token && request.headers.authorization !== `Bearer ${token}`)
      return json(response, 401, { error: 'Invalid username or password.' });
    route(request, response, `http://${request.headers.host ?? 'localhost'}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    lfsBytesServed: () => lfsServed,
    setFailure: (next) => void (failure = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
