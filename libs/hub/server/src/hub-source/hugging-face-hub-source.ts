import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { HubApiError, datasetInfo, downloadFile, listDatasets, listFiles, listModels, modelInfo } from '@huggingface/hub';
import { HUB_NAME, type HubFile, type HubRepo, type HubRepoType } from '@bagel/contract';
import { HubUnavailableError, MAX_CARD_BYTES, type HubRepoInfo, type HubSearchRequest, type HubSource } from './hub-source';

export interface HuggingFaceHubOptions {
  /** `https://huggingface.co`, a mirror, or a local fake. */
  hubUrl: string;
  /** For gated and private repositories. */
  accessToken?: string;
  fetch?: typeof fetch;
}

/** What the library answers for a model or a dataset, with the extra fields this adapter asks for. */
interface HubEntry {
  name: string;
  task?: string | null;
  downloads: number;
  likes: number;
  gated: false | 'auto' | 'manual';
  updatedAt: Date;
  sha?: string;
  tags?: string[];
  author?: string;
  config?: { model_type?: string };
  cardData?: { license?: string | string[] };
}

const EXTRA_FIELDS = ['sha', 'tags', 'author', 'cardData'] as const;
const SORTS = { downloads: 'downloads', likes: 'likes', last_modified: 'lastModified' } as const;

/** Families the platform speaks of: the config's model_type without its generation number (qwen2 → qwen). */
const familyOf = (modelType: string | undefined) => (modelType ? modelType.replace(/^(qwen)\d.*$/, '$1') : null);

function toRepo(entry: HubEntry, repoType: HubRepoType): HubRepo {
  const name = entry.name.split('/').at(-1) ?? entry.name;
  return {
    id: entry.name,
    sha: entry.sha ?? '',
    title: name,
    name,
    author: entry.author ?? (entry.name.includes('/') ? (entry.name.split('/')[0] ?? null) : null),
    repo_type: repoType,
    family: repoType === 'model' ? familyOf(entry.config?.model_type) : null,
    pipeline_tag: entry.task ?? null,
    tags: entry.tags ?? [],
    downloads: entry.downloads,
    likes: entry.likes,
    last_modified: Number.isNaN(entry.updatedAt.getTime()) ? null : entry.updatedAt.toISOString(),
    gated: entry.gated !== false,
  };
}

/** The hub's own failures (5xx, 429, an unreachable host) are the hub being unavailable; a 404 is an answer. */
function unavailable(error: unknown): never {
  if (error instanceof HubApiError)
    throw new HubUnavailableError(`${HUB_NAME} answered ${error.statusCode}: ${error.message}`, { cause: error });
  if (error instanceof HubUnavailableError) throw error;
  const reason = error instanceof Error ? error.message : String(error);
  throw new HubUnavailableError(`${HUB_NAME} could not be reached: ${reason}`, { cause: error });
}

const isNotFound = (error: unknown) => error instanceof HubApiError && (error.statusCode === 404 || error.statusCode === 401);

/** The Hugging Face Hub through `@huggingface/hub`: the real adapter, switched on by `HUGGINGFACE_HUB_URL`. */
export function createHuggingFaceHubSource({ hubUrl, accessToken, fetch: fetchImpl = fetch }: HuggingFaceHubOptions): HubSource {
  const common = { hubUrl, ...(accessToken ? { accessToken } : {}) };
  const withSignal =
    (signal?: AbortSignal): typeof fetch =>
    (input, init) =>
      fetchImpl(input, { ...init, signal });
  const repoOf = (repoType: HubRepoType, repoId: string) => ({ type: repoType, name: repoId });

  async function card(repoType: HubRepoType, repoId: string, revision: string): Promise<string | null> {
    const blob = await downloadFile({
      ...common,
      fetch: fetchImpl,
      repo: repoOf(repoType, repoId),
      path: 'README.md',
      revision,
      xet: false,
    });
    if (!blob) return null;
    return new TextDecoder().decode(await blob.slice(0, MAX_CARD_BYTES).arrayBuffer());
  }

  return {
    label: HUB_NAME,

    async search({ query, repoType, sort, tag, format, offset, limit }: HubSearchRequest) {
      // The hub pages by cursor, not offset, and does not count: read up to one past this page.
      const wanted = offset + limit + 1;
      const tags = [tag, format && (repoType === 'dataset' ? `format:${format}` : format)].filter((value): value is string =>
        Boolean(value),
      );
      const params = {
        ...common,
        fetch: fetchImpl,
        search: { query, tags },
        sort: SORTS[sort],
        limit: wanted,
        additionalFields: [...EXTRA_FIELDS],
      };
      const entries: HubEntry[] = [];
      try {
        const listing =
          repoType === 'model' ? listModels({ ...params, additionalFields: [...EXTRA_FIELDS, 'config'] }) : listDatasets(params);
        for await (const entry of listing) entries.push(entry as HubEntry);
      } catch (error) {
        unavailable(error);
      }
      const repos = entries.slice(offset, offset + limit).map((entry) => toRepo(entry, repoType));
      return { repos, total: offset + repos.length + (entries.length > offset + limit ? 1 : 0) };
    },

    async details(repoType, repoId): Promise<HubRepoInfo | undefined> {
      let entry: HubEntry;
      try {
        entry = (
          repoType === 'model'
            ? await modelInfo({ ...common, fetch: fetchImpl, name: repoId, additionalFields: [...EXTRA_FIELDS, 'config'] })
            : await datasetInfo({ ...common, fetch: fetchImpl, name: repoId, additionalFields: [...EXTRA_FIELDS] })
        ) as HubEntry;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        return unavailable(error);
      }
      const repo = toRepo(entry, repoType);
      const license = entry.cardData?.license;
      return {
        ...repo,
        license: (Array.isArray(license) ? license[0] : license) ?? null,
        card: await card(repoType, repoId, repo.sha).catch(unavailable),
      };
    },

    async files(repoType, repoId, revision) {
      const files: HubFile[] = [];
      try {
        for await (const entry of listFiles({ ...common, fetch: fetchImpl, repo: repoOf(repoType, repoId), revision, recursive: true })) {
          if (entry.type !== 'file') continue;
          files.push({ path: entry.path, size: entry.size, lfs: entry.lfs ? { sha256: entry.lfs.oid, size: entry.lfs.size } : null });
        }
      } catch (error) {
        unavailable(error);
      }
      return files;
    },

    async download(repoType, repoId, revision, path, signal) {
      try {
        const blob = await downloadFile({
          ...common,
          fetch: withSignal(signal),
          repo: repoOf(repoType, repoId),
          path,
          revision,
          xet: false,
        });
        if (!blob) throw new Error(`${repoId} has no file ${path} at ${revision}`);
        // Streamed as it arrives: a weight of several GB is never held whole.
        return Readable.fromWeb(blob.stream() as WebReadableStream<Uint8Array>, { signal });
      } catch (error) {
        if (signal?.aborted || (error instanceof Error && error.message.includes(' has no file '))) throw error;
        return unavailable(error);
      }
    },
  };
}
