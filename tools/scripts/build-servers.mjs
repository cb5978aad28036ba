// Builds api and edge into plain JavaScript (`apps/<name>/dist/main.js`), so `npm start` runs them with `node` alone:
// compiling TypeScript on every start (tsx) took 5-10 s of each restart. Each app is one ES module bundle of its own
// code and the workspace libs (@bagel/*, TypeScript sources); npm packages, but for two (below), stay imports,
// resolved from node_modules as before. A workspace module the code loads with `import()` is a chunk of its own
// beside main.js, which loads with the npm packages it imports when first needed (the S3 SDK only with a bucket, for
// one): loading modules is much of a restart. `node tools/scripts/build-servers.mjs [api|edge ...]` builds the named
// apps (both when none are named).
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './supervise.mjs';

const APPS = ['api', 'edge'];
const WORKSPACE_PACKAGE = /^@bagel\//;

/**
 * Bundled although npm packages: ES modules of many small files that read no file beside them, and that no other npm
 * package imports (so the bundle's copy is the only one). Node loads every file of a package on its own: drizzle-orm's
 * hundred-odd files and pg-boss's thirty took about 0.2 s of every restart. Their versions are inputs of the apps'
 * bundle targets too (externalDependencies in apps/api and apps/edge package.json).
 */
const BUNDLED_NPM_PACKAGE = /^(drizzle-orm|pg-boss)(\/|$)/;

/**
 * Other npm packages (anything not `@bagel/`, not relative, not absolute) stay imports: bundling them would copy what
 * node_modules already holds, and some read files beside themselves (PGlite's wasm and its share folder).
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      WORKSPACE_PACKAGE.test(path) || BUNDLED_NPM_PACKAGE.test(path) ? undefined : { path, external: true },
    );
  },
};

/**
 * The libs find files beside their sources (migrations, the hub's catalogue data) from `import.meta.url`. In the
 * bundle that is the bundle's URL, so each workspace source that reads it gets its own file's URL, as a path from the
 * bundle: the build keeps working wherever the checkout is moved, as the sources do.
 */
function sourceUrls(outdir) {
  return {
    name: 'source-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, ({ path }) => {
        const source = readFileSync(path, 'utf8');
        if (path.includes(`${join('node_modules', '')}`) || !source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outdir, path).split('\\').join('/');
        const ownUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts', resolveDir: dirname(path) };
      });
    },
  };
}

export async function buildServers(apps = APPS) {
  for (const app of apps) {
    if (!APPS.includes(app)) throw new Error(`No server app named ${app}; the apps are ${APPS.join(', ')}`);
    const outdir = join(root, 'apps', app, 'dist');
    // The chunks' names change with their contents: a build leaves none of an earlier one's behind.
    rmSync(outdir, { recursive: true, force: true });
    await build({
      entryPoints: { main: join(root, 'apps', app, 'src', 'main.ts') },
      outdir,
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      sourcemap: true,
      // Stack traces name the sources (node --enable-source-maps in start.mjs).
      sourcesContent: false,
      logLevel: 'warning',
      plugins: [npmPackagesExternal, sourceUrls(outdir)],
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServers(process.argv.slice(2).length > 0 ? process.argv.slice(2) : APPS);
}
