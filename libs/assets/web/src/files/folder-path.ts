/** The query parameter that holds the folder being browsed, so Back and a shared link open the same folder. */
export const FOLDER_PARAM = 'path';

export interface FolderCrumb {
  name: string;
  path: string;
}

export const ROOT_FOLDER_NAME = 'All files';

/** 'a/b' → All files, a, a/b. */
export function folderCrumbs(folder: string): FolderCrumb[] {
  const segments = folder.split('/').filter(Boolean);
  return [{ name: ROOT_FOLDER_NAME, path: '' }, ...segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }))];
}

/** The link target of a folder: the same page with the folder in the query (none for the root). */
export const folderLink = (path: string) => ({ search: path ? `?${new URLSearchParams({ [FOLDER_PARAM]: path }).toString()}` : '' });

/** A name inside a folder: 'data' + 'train.csv' → 'data/train.csv'; at the root, the name alone. */
export const pathIn = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);
