import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addSizes, encodedSize, NO_BYTES, type EncodedSize } from './encoded-size';
import { htmlEntryKey, staticClosure, type Manifest } from './manifest-walk';

/**
 * The web app's initial JavaScript against issue 7's budget: what index.html makes the browser fetch before any
 * page code runs (its entry chunk and every chunk that imports statically), raw, gzip and brotli, each file
 * compressed on its own as it travels. Builds the web app first; `--no-build` reads the build in apps/web/dist,
 * `--dist=<folder>` another one. Prints; never fails on the figures.
 */
const BUDGET_GZIP = 150_000;
const LARGEST = 6;
/** The route modules each page loads before it shows (the route table's lazy imports), by manifest key. */
const PAGES = [
  { name: 'landing page (signed out)', lazy: ['src/pages/landing.tsx'] },
  { name: 'dashboard (signed in)', lazy: ['src/layout/signed-in-shell.tsx', 'src/pages/dashboard.ts'] },
];

const root = resolve(import.meta.dirname, '../../..');
const distArgument = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = resolve(distArgument?.slice('--dist='.length) ?? join(root, 'apps/web/dist'));

if (!distArgument && !process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['nx', 'build', '@bagel/web', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the web app (build.manifest is on in apps/web/vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

const sizes = new Map<string, EncodedSize>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) sizes.set(file, (size = encodedSize(readFileSync(join(dist, file)))));
  return size;
};
const total = (files: readonly string[]) => files.map(sizeOf).reduce(addSizes, NO_BYTES);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (label: string, size: EncodedSize) =>
  `  ${label.padEnd(6)} raw ${kB(size.raw).padStart(9)}   gzip ${kB(size.gzip).padStart(9)}   brotli ${kB(size.brotli).padStart(9)}`;

const entry = htmlEntryKey(manifest);
const initial = staticClosure(manifest, [entry]);
const initialJs = total(initial.js);
const ratio = initialJs.gzip / BUDGET_GZIP;

console.log(
  `\nInitial load of ${dist} (${entry}'s entry and its static imports: ${initial.js.length} JS files, ${initial.css.length} CSS)`,
);
console.log(row('JS', initialJs));
console.log(row('CSS', total(initial.css)));
console.log(
  `  budget: initial JS ${kB(initialJs.gzip)} gzip of ${kB(BUDGET_GZIP)} = ${ratio.toFixed(2)}` +
    (ratio > 1 ? ` (over by ${kB(initialJs.gzip - BUDGET_GZIP)})` : ` (${kB(BUDGET_GZIP - initialJs.gzip)} to spare)`),
);

console.log('\nLargest initial chunks (gzip):');
for (const file of [...initial.js].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, LARGEST)) {
  console.log(`  ${kB(sizeOf(file).gzip).padStart(9)}  ${file}`);
}

console.log('\nEach page before interaction (the initial load plus its lazy route modules and their static imports):');
for (const page of PAGES) {
  const lazy = page.lazy.filter((key) => manifest[key]);
  const missing = page.lazy.filter((key) => !manifest[key]);
  const load = staticClosure(manifest, [entry, ...lazy]);
  const js = total(load.js);
  console.log(
    `  ${page.name.padEnd(26)} JS gzip ${kB(js.gzip).padStart(9)} (+${kB(js.gzip - initialJs.gzip)}, ${load.js.length} files)   CSS gzip ${kB(total(load.css).gzip)}`,
  );
  if (missing.length > 0) console.log(`    not chunks of their own (bundled into others): ${missing.join(', ')}`);
}
