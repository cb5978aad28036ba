import type { AssetFile } from '@bagel/assets-contract';
import type { AssetFileRow } from './asset-files.repository';

export const fileView = (row: AssetFileRow): AssetFile => ({
  path: row.path,
  name: row.path.split('/').at(-1) ?? row.path,
  is_directory: false,
  size: row.size,
  content_type: row.contentType,
  sha256: row.sha256,
  cid: row.cid,
  uploaded_at: row.uploadedAt.toISOString(),
});

/**
 * What a folder shows: its files, and a folder entry (with the total size of what is in it) for each sub-folder its
 * deeper files live in. `rows` are the files at or under `folder`; the path of a single file lists that file.
 */
export function folderListing(folder: string, rows: readonly AssetFileRow[]): AssetFile[] {
  const exact = rows.find((row) => row.path === folder);
  if (exact) return [fileView(exact)];
  const prefix = folder === '' ? '' : `${folder}/`;
  const folders = new Map<string, AssetFile>();
  const files: AssetFile[] = [];
  for (const row of rows) {
    const [name, ...deeper] = row.path.slice(prefix.length).split('/');
    if (!name) continue;
    if (deeper.length === 0) {
      files.push(fileView(row));
      continue;
    }
    const entry = folders.get(name) ?? {
      path: `${prefix}${name}`,
      name,
      is_directory: true,
      size: 0,
      content_type: null,
      sha256: null,
      cid: null,
      uploaded_at: null,
    };
    entry.size += row.size;
    folders.set(name, entry);
  }
  return [...folders.values(), ...files];
}
