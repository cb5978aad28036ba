// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_PRELOADS_FILE, pagePreloads } from './page-preloads';

const chunk = (
  fileName: string,
  imports: string[],
  fields: { isEntry?: boolean; facadeModuleId?: string; importedCss?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: fields.isEntry ?? false,
  facadeModuleId: fields.facadeModuleId ?? null,
  viteMetadata: { importedCss: new Set(fields.importedCss ?? []) },
});

/** The bundle of a small app: an entry with React beside it, a shell, and a landing page sharing a chunk with it. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/app/index.html', importedCss: ['assets/index.css'] }),
    chunk('assets/react.js', []),
    chunk('assets/shell.js', ['assets/react.js', 'assets/Modal.js'], {
      facadeModuleId: '/app/src/layout/signed-in-shell.tsx',
      importedCss: ['assets/shell.css'],
    }),
    chunk('assets/Modal.js', ['assets/portal.js'], { importedCss: ['assets/Modal.css'] }),
    chunk('assets/portal.js', ['assets/react.js']),
    chunk('assets/landing.js', ['assets/portal.js'], { facadeModuleId: '/app/src/pages/landing.tsx' }),
    chunk('assets/dashboard.js', ['assets/shell.js'], { facadeModuleId: '/app/src/pages/dashboard.ts' }),
  ].map((output) => [output.fileName, output]),
);

/** Runs the plugin's hook as Vite does once the bundle is generated; answers what it emitted, or throws its error. */
function generate(bundle: Record<string, unknown>, modules = { signedIn: 'src/layout/signed-in-shell.tsx' }) {
  const emitted: Array<{ fileName: string; source: string }> = [];
  const context = {
    emitFile: (file: { fileName: string; source: string }) => void emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = pagePreloads(modules).generateBundle;
  const handler = (typeof hook === 'function' ? hook : hook?.handler) as unknown as (
    this: typeof context,
    options: unknown,
    bundle: unknown,
  ) => void;
  handler.call(context, {}, bundle);
  return emitted;
}

describe('pagePreloads', () => {
  it("lists the shell's files and what they import, transitively, with their styles, but nothing index.html loads", () => {
    const [file, ...more] = generate(BUNDLE);
    expect(more).toEqual([]);
    expect(file?.fileName).toBe(PAGE_PRELOADS_FILE);
    expect(JSON.parse(file?.source ?? '')).toEqual({
      signedIn: ['assets/shell.js', 'assets/Modal.js', 'assets/portal.js'],
      signedInStyles: ['assets/shell.css', 'assets/Modal.css'],
    });
  });

  it('fails the build when a module is no chunk of its own, rather than preload nothing', () => {
    expect(() => generate(BUNDLE, { signedIn: 'src/layout/renamed-shell.tsx' })).toThrow(
      'no chunk is the lazily loaded module src/layout/renamed-shell.tsx',
    );
  });
});
