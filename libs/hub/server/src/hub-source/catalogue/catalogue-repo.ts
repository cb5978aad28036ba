import { createHash } from 'node:crypto';
import type { HubFile, HubRepoType } from '@bagel/hub-contract';
import { hubPageUrl } from '../repo-fields';
import type { CatalogueEntry } from './catalogue-entry';

export interface CatalogueFile extends HubFile {
  /** The bundled text; null for a file served as its Git LFS pointer. */
  content: string | null;
}

/** A repository of the catalogue with everything derived: see README.md for what is real and what is not. */
export interface CatalogueRepo extends Omit<CatalogueEntry, 'card' | 'files'> {
  /** Derived from the id: the catalogue cannot know the hub's commits. */
  sha: string;
  /** config.json's `model_type`. */
  family: string | null;
  /** Sorted by path, as the hub lists them. */
  files: CatalogueFile[];
}

const hex = (algorithm: 'sha1' | 'sha256', text: string) => createHash(algorithm).update(text).digest('hex');

/** Said under every bundled card, so nobody takes it for the whole card. */
const abridgedNote = (repoType: HubRepoType, id: string) =>
  `\n---\n\n*Abridged for Bagel's offline catalogue; the full card is at ${hubPageUrl('https://huggingface.co', repoType, id)}.*\n`;

function familyOf(files: readonly CatalogueFile[]): string | null {
  const config = files.find((file) => file.path === 'config.json')?.content;
  if (!config) return null;
  const modelType: unknown = (JSON.parse(config) as { model_type?: unknown }).model_type;
  return typeof modelType === 'string' ? modelType : null;
}

/** An entry with its card added as README.md and its commit, LFS ids, sizes and family worked out. */
export function catalogueRepo({ card, files: entries, ...entry }: CatalogueEntry): CatalogueRepo {
  const withCard =
    card === undefined ? entries : [...entries, { path: 'README.md', content: card + abridgedNote(entry.repoType, entry.id) }];
  const files = withCard
    .map((file): CatalogueFile => {
      if ('content' in file) return { path: file.path, size: Buffer.byteLength(file.content), lfs: null, content: file.content };
      return {
        path: file.path,
        size: file.lfsSize,
        lfs: { sha256: hex('sha256', `${entry.id}@${file.path}`), size: file.lfsSize },
        content: null,
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const duplicate = files.find((file, index) => files[index + 1]?.path === file.path);
  if (duplicate) throw new Error(`${entry.id} lists ${duplicate.path} twice`);
  return { ...entry, sha: hex('sha1', `${entry.repoType}/${entry.id}`), family: familyOf(files), files };
}
