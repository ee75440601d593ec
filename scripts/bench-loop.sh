#!/usr/bin/env bash
# The regression loop end to end: generates a matrix of ~100,000 cases, then times
# `layoutreg record` and `layoutreg run` (database writes included) with --jobs 1 and 2,
# and measures how many bytes a run of passing cases adds to the database.
# Usage: scripts/bench-loop.sh [SCENARIOS]   (each scenario has 1,200 cases; default 84)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product layoutreg >/dev/null
bin=$PWD/.build/release/layoutreg
work=$(mktemp -d /tmp/layoutreg-bench-loop.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-matrix.py "$work/Fixtures" "${1:-84}"

seconds() { python3 -c 'import time; print(time.monotonic())'; }
rate() { python3 -c "import sys; c, a, b = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]); print(f'{c / (b - a):,.0f} cases/s ({b - a:.2f} s)')" "$@"; }

cd "$work"
cases=$("$bin" list | tail -1 | awk '{print $3}')
echo "matrix: $cases cases"
for jobs in 1 2; do
  rm -rf Fixtures/Baselines db-$jobs.sqlite*
  a=$(seconds); "$bin" record --db db-$jobs.sqlite --jobs $jobs >/dev/null 2>&1; b=$(seconds)
  echo "record --jobs $jobs: $(rate "$cases" "$a" "$b")"
  before=$(du -b db-$jobs.sqlite | cut -f1)
  a=$(seconds); "$bin" run --db db-$jobs.sqlite --jobs $jobs >/dev/null 2>&1; b=$(seconds)
  echo "run    --jobs $jobs: $(rate "$cases" "$a" "$b")"
  sqlite3 db-$jobs.sqlite 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
  after=$(du -b db-$jobs.sqlite | cut -f1)
  a=$(seconds); "$bin" run --db db-$jobs.sqlite --jobs $jobs >/dev/null 2>&1; b=$(seconds)
  echo "run    --jobs $jobs (second run): $(rate "$cases" "$a" "$b")"
  sqlite3 db-$jobs.sqlite 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
  again=$(du -b db-$jobs.sqlite | cut -f1)
  python3 -c "print(f'database growth per passing case and run: {($again - $after) / $cases:.1f} bytes (first run {($after - $before) / $cases:.1f}, includes syncing the cases)')"
done
