// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed-assets';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const write = (name: string, data: string | Buffer) => {
  writeFileSync(join(dist, name), data);
  return data;
};
const has = (name: string) => existsSync(join(dist, name));

/** Runs the plugin's hook the way Vite does once the build is written to `dist`. */
async function afterBuild() {
  const hook = precompressedAssets().writeBundle;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no writeBundle hook');
  await (handler as (options: { dir: string }) => Promise<void>)({ dir: dist });
}

describe('precompressedAssets', () => {
  it('writes a brotli and a gzip copy beside each text file of the build', async () => {
    const script = write('assets/index-Abc123.js', `export const crumbs = ${JSON.stringify('bagel '.repeat(500))};`);
    const styles = write('assets/index-Abc123.css', '.bagel { color: orange; }\n'.repeat(100));
    await afterBuild();
    for (const [name, text] of [
      ['assets/index-Abc123.js', script],
      ['assets/index-Abc123.css', styles],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).toString(), name).toBe(text);
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).toString(), name).toBe(text);
    }
  });

  it('leaves out tiny files, binary formats, hidden folders, copies that would not be smaller, and the page edge writes into', async () => {
    write('assets/tiny-Abc123.js', `export const a = '${'a'.repeat(900)}';`);
    write('index.html', `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head></html>`);
    write('assets/photo-Abc123.png', Buffer.alloc(4096, 7));
    write('.vite/manifest.json', JSON.stringify({ entries: 'x'.repeat(4096) }));
    // Random bytes do not compress: either encoding's framing would make the copy larger.
    write('assets/noise-Abc123.js', randomBytes(4096));
    await afterBuild();
    for (const name of [
      'assets/tiny-Abc123.js',
      'assets/photo-Abc123.png',
      '.vite/manifest.json',
      'assets/noise-Abc123.js',
      'index.html',
    ]) {
      expect(has(`${name}.br`), name).toBe(false);
      expect(has(`${name}.gz`), name).toBe(false);
    }
  });
});
