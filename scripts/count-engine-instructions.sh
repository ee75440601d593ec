#!/usr/bin/env bash
# Instructions per layout node, counted by valgrind: unlike wall-clock time, the count is the
# same on every run and whatever else the machine is doing, so it compares two versions of the
# engine exactly. Runs `layoutreg-bench engine` (release) with one round and with two; the
# difference is one round of every benchmark tree (whole `LayoutEngine.layout` calls, results
# released), divided by the layout nodes in a round. Takes one to two minutes.
# Usage: scripts/count-engine-instructions.sh [--prepared] [--trees large,small,chains] [--depths 10,20]
# (--prepared: layouts of views prepared once, as the runner lays out a scenario's cases;
# --trees, --depths: only some of the trees; see layoutreg-bench engine --help)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
swift build -c release --product layoutreg-bench >/dev/null
# Valgrind 3.19 cannot read the debug information Swift 6.3 writes ("possibly corrupted
# debuginfo file"), so it counts a stripped copy: the same instructions.
bench=$(mktemp /tmp/layoutreg-bench.XXXXXX)
trap 'rm -f "$bench"' EXIT
strip -o "$bench" .build/release/layoutreg-bench
count() {  # count ROUNDS: prints the instructions of a run, then the layout nodes per round
  local log; log=$(mktemp /tmp/layoutreg-count.XXXXXX)
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$bench" engine --rounds "$1" "${@:2}" 2>"$log" | sed -n 's/.*layout nodes per round \([0-9]*\).*/\1/p'
  sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$log" | tr -d ,
  rm -f "$log"
}
# The two counts run side by side, one per core: each is one process on one thread.
first=$(mktemp /tmp/layoutreg-count.XXXXXX) second=$(mktemp /tmp/layoutreg-count.XXXXXX)
count 1 "$@" >"$first" & count 2 "$@" >"$second"; wait $!
wait
nodes=$(sed -n 1p "$first") one=$(sed -n 2p "$first") two=$(sed -n 2p "$second")
rm -f "$first" "$second"
python3 -c "import sys; n, a, b = map(int, sys.argv[1:]); print(f'{(b - a) / n:,.0f} instructions per layout node ({b - a:,} for one round of {n:,} layout nodes)')" "$nodes" "$one" "$two"
