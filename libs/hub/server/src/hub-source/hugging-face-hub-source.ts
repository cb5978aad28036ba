import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { HUB_NAME, type HubFile, type HubRepoType } from '@bagel/hub-contract';
import { hubRepoOf, type ApiRepo } from './hub-api-repo';
import { HubGatedAnswer, HubNotFoundError, hubFetch } from './hub-http';
import { createHubListing } from './hub-listing';
import { HubUnavailableError, MAX_CARD_BYTES, type HubAccess, type HubSource } from './hub-source';
import { gatedRepo, unknownFile, unknownRepo, unknownRevision } from './lookup-errors';
import { cardText, hubPageUrl, licenseOf } from './repo-fields';

export interface HuggingFaceHubOptions {
  /** `https://huggingface.co`, a mirror, or a local fake. */
  hubUrl: string;
  /** Sent on every call; gated and private repositories need it. */
  accessToken?: string;
  fetch?: typeof fetch;
}

/** What the hub said it lacks, in the words the offline catalogue uses for the same. */
function lookupError(error: unknown, repoType: HubRepoType, repoId: string, revision: string, path?: string): unknown {
  if (!(error instanceof HubNotFoundError)) return error;
  if (error.code === 'RepoNotFound') return unknownRepo(repoType, repoId);
  if (error.code === 'RevisionNotFound' || path === undefined) return unknownRevision(repoId, revision);
  return unknownFile(repoId, revision, path);
}

/** The body as a Node stream: a connection lost midway fails it with HubUnavailableError, an abort with the abort's reason. */
function nodeBody(response: Response, what: string, signal?: AbortSignal): Readable {
  if (!response.body) return Readable.from([]);
  const body = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>);
  const out = new PassThrough();
  body.on('error', (error) =>
    out.destroy(signal?.aborted ? error : new HubUnavailableError(`${HUB_NAME} broke off ${what}: ${error.message}`, { cause: error })),
  );
  // A reader that stops early (a card read in part) closes the connection instead of draining it.
  out.on('close', () => body.destroy());
  return body.pipe(out);
}

/** What the library's model and dataset info share, with the extra fields asked for. */
interface LibraryInfo {
  author?: string;
  sha: string;
  tags: string[];
  downloads: number;
  likes: number;
  gated: false | 'auto' | 'manual';
  updatedAt: Date;
}

/** Back in the API's words (the library parses the date; an unreadable one is none). */
const apiFields = (info: LibraryInfo) => ({
  author: info.author,
  sha: info.sha,
  tags: info.tags,
  downloads: info.downloads,
  likes: info.likes,
  gated: info.gated,
  lastModified: Number.isNaN(info.updatedAt.getTime()) ? undefined : info.updatedAt.toISOString(),
});

async function firstBytes(stream: Readable, count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= count) break;
  }
  return Buffer.concat(chunks);
}

/** The library loads with the first call to the hub, not with every start of the api (the offline catalogue needs none of it). */
const hubLibrary = () => import('@huggingface/hub');

/**
 * The Hugging Face Hub (or a mirror) over its HTTP API. Repository info and file trees come through `@huggingface/hub`;
 * listings and downloads call the documented endpoints directly, because the library neither sorts descending nor
 * pages by offset, and its file Blob probes every file with an extra request and hides a failed body's status.
 */
export function createHuggingFaceHubSource({ hubUrl, accessToken, fetch: fetchImpl = fetch }: HuggingFaceHubOptions): HubSource {
  const origin = hubUrl.replace(/\/+$/, '');
  const fetcher = hubFetch(accessToken, fetchImpl);
  const library = { hubUrl: origin, fetch: fetcher };
  const segments = (text: string) => text.split('/').map(encodeURIComponent).join('/');

  const refused = (repoType: HubRepoType, repoId: string) =>
    gatedRepo(repoId, hubPageUrl(origin, repoType, repoId), accessToken !== undefined);
  /** A refusal of a gated repository's files, as what someone must do about it. */
  const refusal = (error: unknown, repoType: HubRepoType, repoId: string) =>
    error instanceof HubGatedAnswer ? refused(repoType, repoId) : error;

  function resolveUrl(repoType: HubRepoType, repoId: string, revision: string, path: string) {
    return `${origin}/${repoType === 'dataset' ? 'datasets/' : ''}${segments(repoId)}/resolve/${encodeURIComponent(revision)}/${segments(path)}`;
  }

  async function download(repoType: HubRepoType, repoId: string, revision: string, path: string, signal?: AbortSignal) {
    try {
      return nodeBody(await fetcher(resolveUrl(repoType, repoId, revision, path), { signal }), `${repoId}/${path}`, signal);
    } catch (error) {
      throw lookupError(refusal(error, repoType, repoId), repoType, repoId, revision, path);
    }
  }

  /** A gated repository's README stays open (people read it before asking); one a hub refuses anyway has no card shown. */
  async function card(repoType: HubRepoType, repoId: string, revision: string): Promise<string | null> {
    let response: Response;
    try {
      response = await fetcher(resolveUrl(repoType, repoId, revision, 'README.md'));
    } catch (error) {
      if (error instanceof HubNotFoundError || error instanceof HubGatedAnswer) return null;
      throw error;
    }
    return cardText(await firstBytes(nodeBody(response, `${repoId}/README.md`), MAX_CARD_BYTES));
  }

  async function info(repoType: HubRepoType, repoId: string): Promise<ApiRepo | undefined> {
    const { datasetInfo, modelInfo } = await hubLibrary();
    try {
      if (repoType === 'model') {
        const model = await modelInfo({ ...library, name: repoId, additionalFields: ['author', 'sha', 'tags', 'config'] });
        return {
          ...apiFields(model),
          id: model.name,
          pipeline_tag: model.task,
          config: model.config as ApiRepo['config'],
        };
      }
      const dataset = await datasetInfo({ ...library, name: repoId, additionalFields: ['author', 'sha', 'tags'] });
      return { ...apiFields(dataset), id: dataset.name };
    } catch (error) {
      if (error instanceof HubNotFoundError) return undefined;
      throw refusal(error, repoType, repoId);
    }
  }

  /** Whether this platform may read a repository's files: for a gated one the hub's `auth-check`, as huggingface_hub's `auth_check` asks. */
  async function access(repoType: HubRepoType, repoId: string, gated: boolean): Promise<HubAccess> {
    if (!gated) return { access: 'open', access_detail: null };
    try {
      await (await fetcher(`${origin}/api/${repoType}s/${segments(repoId)}/auth-check`)).body?.cancel();
      return { access: 'granted', access_detail: null };
    } catch (error) {
      if (!(error instanceof HubGatedAnswer)) throw error;
      return { access: 'refused', access_detail: refused(repoType, repoId).message };
    }
  }

  return {
    label: HUB_NAME,

    search: createHubListing(origin, fetcher),

    async details(repoType, repoId) {
      const found = await info(repoType, repoId);
      if (!found) return undefined;
      const repo = hubRepoOf(repoType, found);
      const [readme, allowed] = await Promise.all([card(repoType, repoId, repo.sha), access(repoType, repoId, repo.gated)]);
      return { ...repo, ...allowed, license: licenseOf(repo.tags), card: readme };
    },

    async files(repoType, repoId, revision) {
      const files: HubFile[] = [];
      const { listFiles } = await hubLibrary();
      try {
        for await (const entry of listFiles({ ...library, repo: { type: repoType, name: repoId }, revision, recursive: true })) {
          if (entry.type !== 'file') continue;
          files.push({ path: entry.path, size: entry.size, lfs: entry.lfs ? { sha256: entry.lfs.oid, size: entry.lfs.size } : null });
        }
      } catch (error) {
        throw lookupError(refusal(error, repoType, repoId), repoType, repoId, revision);
      }
      return files;
    },

    download,
  };
}
