import type { Plugin } from 'vite';

/** Where the build says what a page load needs beyond index.html; read by edge, never served (a hidden folder). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** The scripts a signed-in first load fetches after index.html's (edge knows who is signed in), and their styles. */
export interface PagePreloads {
  signedIn: string[];
  /** The stylesheets those scripts bring: edge puts them in a page it drew on the server, which uses their classes. */
  signedInStyles: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** The stylesheets Vite emitted for the chunk (it adds their links when the chunk is loaded). */
  viteMetadata?: { importedCss: Set<string> };
}

/** A chunk's file and every file its static imports bring, transitively. */
function staticClosure(start: ChunkLike, chunks: ReadonlyMap<string, ChunkLike>): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return files;
}

/**
 * Writes {@link PAGE_PRELOADS_FILE}: the lazily loaded module every signed-in page renders inside (the shell), as the
 * files it needs that index.html does not load. Edge names them in a signed-in user's page as `modulepreload` links,
 * so a phone fetches them beside the app's first scripts instead of after those have run and the router has asked for
 * them: one round trip less on the way to the first render (Lighthouse mobile, 2 runs each: dashboard LCP 3.8–4.3 →
 * 3.4–3.7 s). Not the landing page's: its LCP gained 0.2 s, but its total blocking time grew by as much again.
 * `signedIn` is a module id relative to the app's folder; a build without it fails.
 */
export function pagePreloads(modules: { signedIn: string }): Plugin {
  return {
    name: 'bagel-page-preloads',
    apply: 'build',
    // The browser's build only: the server entry's bundle has no pages to preload and is never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is typeof output & ChunkLike => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('the build has no entry chunk');
      const initial = staticClosure(entry, chunks);
      const filesOf = (module: string) => {
        const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) this.error(`no chunk is the lazily loaded module ${module}: the page preloads would name nothing`);
        return [...staticClosure(chunk, chunks)].filter((file) => !initial.has(file));
      };
      const signedIn = filesOf(modules.signedIn);
      const signedInStyles = signedIn.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
      const preloads: PagePreloads = { signedIn, signedInStyles };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
