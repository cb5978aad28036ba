#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a private, throw-away PostgreSQL cluster
# (its own folder and port), so tests never touch a shared server. Reuses TEST_DATABASE_URL if set.
# `--shared` starts the cluster for many test-pg targets instead: it names it in SHARED_TEST_DATABASE_URL,
# which each target's own with-postgres.sh reuses, so one cluster serves them all (each test file makes
# its own database on it) while the targets that must stay on PGlite never see TEST_DATABASE_URL.
set -euo pipefail
url_variable=TEST_DATABASE_URL
if [ "${1:-}" = --shared ]; then url_variable=SHARED_TEST_DATABASE_URL; shift; fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi
if [ -n "${SHARED_TEST_DATABASE_URL:-}" ]; then TEST_DATABASE_URL=$SHARED_TEST_DATABASE_URL exec "$@"; fi
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
dir=$(mktemp -d /tmp/bagel-pg.XXXXXX)
# String(): Nx forces colour in its tasks, and console.log would colour a bare number.
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(String(s.address().port));s.close()})")
run_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
run_pg "$bin/initdb -D $dir/data -A trust -U postgres --no-sync >/dev/null"
run_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l $dir/log -w start >/dev/null"
stop() { run_pg "$bin/pg_ctl -D $dir/data -m immediate stop >/dev/null" || true; rm -rf "$dir"; }
trap stop EXIT
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
env "$url_variable=postgres://postgres@127.0.0.1:$port/postgres" "$@"
