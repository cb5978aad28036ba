/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically: the browser fetches them before running it. */
  imports?: string[];
  /** Lazily imported (`import()`); fetched only when the code asks for them. */
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files a browser fetches before any of `keys` runs. */
export interface FileSet {
  js: string[];
  css: string[];
}

/** The key of the chunk index.html loads with its `<script type="module">`. */
export function htmlEntryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => name.endsWith('.html') && manifest[name]?.isEntry);
  if (!key) throw new Error('the manifest names no HTML entry');
  return key;
}

/**
 * The chunks `keys` name and every chunk they import statically, transitively, with their CSS: what Vite preloads
 * (`<link rel="modulepreload">`) and the browser fetches before the code runs. Lazy imports are not followed.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): FileSet {
  const visited = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}
