import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from './src/build/precompressed-assets.ts';

const edge = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompressedAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each page loads, walked by the bundle budget (benchmarks/bundle-budget).
    manifest: true,
    // A font stays a file of its own: the bagel emoji's (1 kB) is fetched only where the system lacks the glyph, rather
    // than inlined into the stylesheet everyone loads.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      treeshake: {
        // Our workspace libraries only declare things; saying so lets the bundler skip a barrel (`index.ts`) and put
        // each lazily loaded page in a chunk of its own instead of one chunk per library.
        moduleSideEffects: [{ test: /\/(libs|apps)\/.+\/src\/.+\.tsx?$/, sideEffects: false, external: false }],
      },
      output: {
        // React and the router change less often than the app: a chunk of their own stays cached across releases. The
        // rest of what index.html loads is one chunk, not fifteen (Mantine's parts each made their own): every page
        // needs all of it, and each request is a round trip on a phone. Pages stay split by what they share: merging
        // those shared chunks (tried: entriesAware groups) cut the dashboard's requests but grew the landing page by a
        // third, and needed strictExecutionOrder to run at all.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    // Anchored patterns: a bare '/api' prefix would also proxy the /api-key page.
    proxy: { '^/api/': edge, '^/health$': edge },
  },
  preview: { port: 4300 },
});
