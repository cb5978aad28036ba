#!/usr/bin/env bash
# `npm test`: every kind of test, in the order that fails fastest. The full run never replays Nx's
# cache (it is machine-wide, shared by every checkout): it proves the tree as it is. Daily work uses
# `npm run test:affected`, which does.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NX_TUI=false

# Each step says when it began, so a slow run shows where its minutes went.
step() { printf '\n=== %s (at %d min %02d s) ===\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "System packages (Chromium, PostgreSQL)"
bash tools/scripts/ensure-system-deps.sh

step "Types: project references in sync, then every project in one incremental build (tsc -b)"
# One tsc process checks each file once; per-project typecheck targets would each reload the libraries below them.
npx nx sync:check
npx tsc -b

step "Format (Prettier), lint (module boundaries, type-aware rules), unit/component/API tests on PGlite"
npx prettier --check .
npx nx run-many -t lint test --parallel=2 --outputStyle=stream --skip-nx-cache

step "API and edge tests on PostgreSQL"
bash tools/scripts/with-postgres.sh npx nx run-many -t test --projects='tag:type:server,@bagel/api,@bagel/edge' --parallel=1 --outputStyle=stream --skip-nx-cache

step "Storybook: static build, then every story as a test in Chromium"
npx storybook build --quiet --output-dir dist/storybook
npx vitest run --config vitest.storybook.config.ts

step "End to end in Chromium (Playwright + axe)"
npx nx run @bagel/web-e2e:e2e --outputStyle=stream --skip-nx-cache

echo
echo "All test suites passed in $((SECONDS / 60)) min $((SECONDS % 60)) s."
