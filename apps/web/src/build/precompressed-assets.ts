import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text formats a browser fetches from the build as they are; images and fonts are compressed already. Not index.html:
 * edge adds the caller's session to it on each request (apps/edge/src/page-head.ts), and sends it as it is (about 2 kB).
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below about a packet, a compressed copy saves no round trip and its headers outweigh the bytes saved. */
const MIN_BYTES = 1024;

const VARIANTS = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
  },
  { extension: '.gz', compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/** Files edge may serve: hidden folders (Vite's `.vite/manifest.json`) are never served, so not compressed either. */
async function servedFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !relative(folder, path)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside each text file of the build, so edge sends
 * them as they are (see apps/edge/src/web-app.ts) instead of compressing on every request, or not at all. A variant
 * that would not be smaller is left out; edge then falls back to the next encoding or the plain file.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'bagel:precompressed-assets',
    apply: 'build',
    // The browser's build only: the server entry's bundle has no pages to preload and is never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await servedFiles(dir);
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < MIN_BYTES) return;
          for (const { extension, compress } of VARIANTS) {
            const compressed = await compress(data);
            if (compressed.length < data.length) await writeFile(file + extension, compressed);
          }
        }),
      );
    },
  };
}
