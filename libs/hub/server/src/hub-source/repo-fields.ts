import type { HubRepoType } from '@bagel/hub-contract';
import { MAX_CARD_BYTES } from './hub-source';

/** What the product shows for a repository: its name without the owner (a legacy `gpt2` stays `gpt2`). */
export const repoName = (id: string) => id.slice(id.lastIndexOf('/') + 1);

export const repoOwner = (id: string) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : null);

/** A repository's page on a hub (`https://huggingface.co` or a mirror): where people read it and accept its conditions. */
export const hubPageUrl = (hubUrl: string, repoType: HubRepoType, id: string) =>
  `${hubUrl}/${repoType === 'dataset' ? 'datasets/' : ''}${id}`;

/** The hub lists a card's `license` as a `license:<id>` tag; a repository under several licences has several. */
export function licenseOf(tags: readonly string[]): string | null {
  const licenses = tags.filter((tag) => tag.startsWith('license:')).map((tag) => tag.slice('license:'.length));
  return licenses.length > 0 ? licenses.join(', ') : null;
}

/** A format as asked for (`safetensors`, `.parquet`, `CSV`), as file extensions and tags spell it. */
export const normalizeFormat = (format: string) => format.trim().replace(/^\./, '').toLowerCase();

/**
 * The tag the hub gives repositories holding files of a format: a model's weight format is a library tag
 * (`safetensors`, `gguf`, `onnx`), a dataset's data format is `format:parquet`, `format:json`, `format:csv`…
 */
export const formatTag = (repoType: HubRepoType, format: string) => (repoType === 'dataset' ? `format:${format}` : format);

/** A card as shown: its first {@link MAX_CARD_BYTES}, without a character the cut split in two. */
export const cardText = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, MAX_CARD_BYTES), { stream: true });
