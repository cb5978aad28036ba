#!/usr/bin/env bash
# `npm test`: every kind of test, in the order that fails fastest, each as Nx targets that replay from Nx's cache
# when none of their inputs changed (nx.json's targetDefaults say what each target reads). The cache is Nx's
# per-user one (~/.nx/<workspace id>/), shared by every clone of this repository on the machine, so CI's fresh
# clone replays what an earlier run already proved; an empty cache or a miss runs the target.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NX_TUI=false

# Each step says when it began, so a slow run shows where its minutes went.
step() { printf '\n=== %s (at %d min %02d s) ===\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
# --nxBail: the first failing target stops the run.
run_many=(npx nx run-many --parallel=2 --outputStyle=stream --nxBail)

step "System packages (Chromium, PostgreSQL)"
bash tools/scripts/ensure-system-deps.sh

step "Project references in sync, format (Prettier)"
npx nx sync:check
# Prettier remembers the files it already found formatted (by content, so a fresh clone's checkout times don't matter),
# in a per-user cache beside Nx's that survives between clones.
npx prettier --check . --cache --cache-strategy content --cache-location "${XDG_CACHE_HOME:-$HOME/.cache}/bagel/prettier-cache"

# One run for every per-project target, so the second core never idles while one long task (the api's suite, a big
# lib's stories) ends a step: the PostgreSQL cluster that test-pg targets share stays up for the whole run.
step "Types, lint (module boundaries, type-aware rules), tests on PGlite and on PostgreSQL, every lib's stories in Chromium"
bash tools/scripts/with-postgres.sh --shared "${run_many[@]}" -t typecheck lint test test-pg test-stories

# The journeys get both cores to themselves: each starts a product of its own (api, edge, simulators) on free ports,
# and beside a lint or a test suite one journey took 60-249 s: in one run with the per-project targets the cold run
# went from 38 to 61 min, while the twelve alone, two at a time, take about 9 min. Only the journeys whose code changed run; the rest replay from the cache.
step "The journeys (Playwright + axe) on the built product"
"${run_many[@]}" -t e2e

echo
echo "All test suites passed in $((SECONDS / 60)) min $((SECONDS % 60)) s."
