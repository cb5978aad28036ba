import { createHash } from 'node:crypto';
import type { CatalogueFile, CatalogueRepo } from '../../hub-source/catalogue/catalogue-repo';
import { lfsPointer } from '../../hub-source/catalogue/lfs-pointer';
import { repoOwner } from '../../hub-source/repo-fields';

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** The part of config.json the hub repeats in a repository's info. */
function configOf(repo: CatalogueRepo): Record<string, unknown> | undefined {
  const text = repo.files.find((file) => file.path === 'config.json')?.content;
  if (!text) return undefined;
  const { architectures, model_type } = JSON.parse(text) as Record<string, unknown>;
  return { architectures, model_type };
}

/** A repository as the hub's info call answers it unasked, with every field it knows. */
function fullInfo(repo: CatalogueRepo): Record<string, unknown> {
  const config = configOf(repo);
  return {
    _id: sha1(`${repo.repoType}/${repo.id}`).slice(0, 24),
    id: repo.id,
    ...(repo.repoType === 'model' ? { modelId: repo.id } : {}),
    author: repoOwner(repo.id) ?? undefined,
    sha: repo.sha,
    lastModified: repo.lastModified,
    private: false,
    disabled: false,
    gated: repo.gated,
    downloads: repo.downloads,
    likes: repo.likes,
    tags: repo.tags,
    ...(repo.repoType === 'model' && repo.pipelineTag ? { pipeline_tag: repo.pipelineTag } : {}),
    ...(config ? { config } : {}),
    siblings: repo.files.map((file) => ({ rfilename: file.path })),
  };
}

/** What a listing answers without `expand` or `full`. */
const LISTING_FIELDS = ['_id', 'id', 'modelId', 'private', 'downloads', 'likes', 'tags', 'pipeline_tag'];

const pick = (object: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => keys.includes(key)));

/**
 * A repository as the info call (`listing` false) or a listing answers it. As on the hub, `expand` asks for exactly the
 * fields named (besides `_id` and `id`); a listing otherwise answers a few, more with `full=true`, config with `config=true`.
 */
export function apiRepo(repo: CatalogueRepo, url: URL, listing: boolean): Record<string, unknown> {
  const full = fullInfo(repo);
  const expand = url.searchParams.getAll('expand');
  if (expand.length > 0) return pick(full, ['_id', 'id', ...expand]);
  if (!listing) return full;
  const fields = url.searchParams.get('full') === 'true' ? Object.keys(full).filter((key) => key !== 'config') : LISTING_FIELDS;
  return pick(full, url.searchParams.get('config') === 'true' ? [...fields, 'config'] : fields);
}

interface TreeEntry {
  type: 'file' | 'directory';
  oid: string;
  size: number;
  path: string;
  lfs?: { oid: string; size: number; pointerSize: number };
}

/** Git's id of a file: the sha1 of its blob. An LFS file's blob is its pointer. */
const blobOid = (text: string) => sha1(Buffer.concat([Buffer.from(`blob ${Buffer.byteLength(text)}\0`), Buffer.from(text)]));

export const etagOf = (file: CatalogueFile) => file.lfs?.sha256 ?? blobOid(file.content ?? '');

function fileEntry(file: CatalogueFile): TreeEntry {
  if (!file.lfs) return { type: 'file', oid: blobOid(file.content ?? ''), size: file.size, path: file.path };
  const pointer = lfsPointer(file.lfs.sha256, file.lfs.size);
  return {
    type: 'file',
    oid: blobOid(pointer),
    size: file.size,
    path: file.path,
    lfs: { oid: file.lfs.sha256, size: file.lfs.size, pointerSize: Buffer.byteLength(pointer) },
  };
}

/**
 * The tree call's entries under a folder (`''` for the top): its files and folders, or everything below it when
 * recursive, in path order. Undefined when the folder does not exist.
 */
export function treeEntries(repo: CatalogueRepo, folder: string, recursive: boolean): TreeEntry[] | undefined {
  const folders = new Set(
    repo.files.flatMap((file) =>
      file.path
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  if (folder !== '' && !folders.has(folder)) return undefined;
  const prefix = folder === '' ? '' : `${folder}/`;
  const inside = (path: string) => path.startsWith(prefix) && (recursive || !path.slice(prefix.length).includes('/'));
  const entries: TreeEntry[] = [
    ...[...folders].filter(inside).map((path): TreeEntry => ({ type: 'directory', oid: sha1(`tree ${repo.sha}/${path}`), size: 0, path })),
    ...repo.files.filter((file) => inside(file.path)).map(fileEntry),
  ];
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
