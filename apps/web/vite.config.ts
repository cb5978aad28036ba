import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagePreloads } from './src/build/page-preloads.ts';
import { precompressedAssets } from './src/build/precompressed-assets.ts';

const edge = 'http://localhost:3000';

/**
 * React Router's production build, which its package's exports never name (remix-run/react-router#12437, #14753): they
 * point every bundler at the development build, whose only difference is `ENABLE_DEV_WARNINGS = true`, so its checks
 * and warnings ran on every navigation of the built app too.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production', 'index.mjs');

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  plugins: [react(), pagePreloads({ signedIn: 'src/layout/signed-in-shell.tsx' }), precompressedAssets()],
  // `vite build` builds both environments: the browser's app, then the module edge draws phones' pages with.
  builder: {},
  build: { outDir: 'dist' },
  environments: {
    client: {
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: what each page loads, walked by the bundle budget (benchmarks/bundle-budget).
        manifest: true,
        // A font stays a file of its own: the bagel emoji's (1 kB) is fetched only where the system lacks the glyph,
        // rather than inlined into the stylesheet everyone loads.
        assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          // Required by experimentalInlineCommonChunks below; nothing imports a page's exports but the router.
          preserveEntrySignatures: false,
          treeshake: {
            // Our workspace libraries only declare things; saying so lets the bundler skip a barrel (`index.ts`) and
            // put each lazily loaded page in a chunk of its own instead of one chunk per library.
            moduleSideEffects: [{ test: /\/(libs|apps)\/.+\/src\/.+\.tsx?$/, sideEffects: false, external: false }],
          },
          output: {
            // React and the router change less often than the app: a chunk of their own stays cached across releases.
            // The rest of what index.html loads is one chunk, not fifteen (Mantine's parts each made their own): every
            // page needs all of it, and each request is a round trip on a phone.
            codeSplitting: {
              // What pages share (a Mantine Card, an icon, a hook) was a file per combination of pages: the dashboard
              // took 45 files after the initial load. A shared chunk under 40 kB of source is copied into each chunk
              // that reads it instead (5 files, the same bytes); the runtime keeps one state and one execution per
              // module across the copies, and turns strictExecutionOrder on (initial JS +2.6 kB). Merging them by
              // entries instead (`entriesAware` groups) grew the landing page from 20 to 145 kB. Styles stay files:
              // Vite's CSS plugin would emit a style once per copy.
              experimentalInlineCommonChunks: { maxSize: 40_000, exclude: /\.css(\?|$)/ },
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                { name: 'initial', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
    },
    // One file with everything in it (4.8 MB), that edge imports (apps/edge/src/page-render.ts): a hidden folder of
    // the build, so never served. Its stylesheets are the client's; the server only writes markup.
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: 'dist/.vite/ssr',
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
      },
    },
  },
  server: {
    port: 4200,
    // Anchored patterns: a bare '/api' prefix would also proxy the /api-key page.
    proxy: { '^/api/': edge, '^/health$': edge },
  },
  preview: { port: 4300 },
}));
