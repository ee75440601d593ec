#!/usr/bin/env bash
# The regression loop end to end: generates a matrix of ~100,000 cases, then times
# `layoutreg record` (into an empty database) and `layoutreg run` (database writes included)
# with --jobs 1 and 2, best of 3 each (noise on a shared machine only ever adds time), and
# measures how many bytes a run of passing cases adds to the database.
# Usage: scripts/bench-loop.sh [SCENARIOS]   (each scenario has 1,200 cases; default 84)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product layoutreg >/dev/null
bin=$PWD/.build/release/layoutreg
work=$(mktemp -d /tmp/layoutreg-bench-loop.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-matrix.py "$work/Fixtures" "${1:-84}"

now() { python3 -c 'import time; print(time.monotonic())'; }
best=""
time_best_of_3() {  # time_best_of_3 SETUP COMMAND...: the shortest of three timed runs
  local setup=$1; shift
  best=""
  for _ in 1 2 3; do
    eval "$setup"
    local a b; a=$(now); "$@" >/dev/null 2>&1 || true; b=$(now)
    best=$(python3 -c "import sys; t = float(sys.argv[2]) - float(sys.argv[1]); b = sys.argv[3]; print(min(t, float(b)) if b else t)" "$a" "$b" "$best")
  done
}
rate() { python3 -c "import sys; c, t = int(sys.argv[1]), float(sys.argv[2]); print(f'{c / t:,.0f} cases/s ({t:.2f} s)')" "$1" "$2"; }

cd "$work"
cases=$("$bin" list | tail -1 | awk '{print $3}')
echo "matrix: $cases cases"
for jobs in 1 2; do
  time_best_of_3 "rm -rf Fixtures/Baselines db-$jobs.sqlite*" "$bin" record --db db-$jobs.sqlite --jobs $jobs
  echo "record --jobs $jobs: $(rate "$cases" "$best")"
  "$bin" run --db db-$jobs.sqlite --jobs $jobs >/dev/null 2>&1    # syncs the cases once
  sqlite3 db-$jobs.sqlite 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
  before=$(du -b db-$jobs.sqlite | cut -f1)
  time_best_of_3 "" "$bin" run --db db-$jobs.sqlite --jobs $jobs
  echo "run    --jobs $jobs: $(rate "$cases" "$best")"
  sqlite3 db-$jobs.sqlite 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
  after=$(du -b db-$jobs.sqlite | cut -f1)
  python3 -c "print(f'database growth per passing case and run: {($after - $before) / 3 / $cases:.1f} bytes')"
done
