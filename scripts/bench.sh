#!/usr/bin/env bash
# Every benchmark in one command, each figure printed with its spread and its ratio to the
# figure committed in docs/benchmarks.md ("Guarded figures", a table read by this script).
#
#   engine   instructions per layout node, prepared (valgrind, one thread: the same count on
#            every run whatever the machine is doing); three counts (1, 2 and 3 rounds) give
#            two estimates of a round, whose difference is the spread. About a minute.
#   text     strings per second, cold and with a warm measurer (wall clock, 3 trials).
#   run      `layoutreg run` on the shipped fixtures: cases per second without a store and
#            into a database, the fixed start-up cost (one case selected), and valgrind's
#            instructions per case of a run into a database with and without lints (the lint
#            pass's share, issue #15); and the text-heavy screens' instructions per frame over
#            the seeds' (`run --no-store --jobs 1` on each set, less a run of one case).
#   million  a generated 61-view screen in a matrix of 2,400 cases, repeated to ~1,000,000
#            cases (`--million N` for fewer; a million takes about 20 minutes a run on this
#            machine): `run --no-store` and `run` into a database, cases per second and
#            resident memory (peak, and its growth after the first quarter of the run), and
#            the bytes a stored run adds per case.
#   store    the store's own write rate for a run of that many passing results
#            (`layoutreg-bench store`) beside Python's sqlite3 inserting the same rows into the
#            same tables of the same database (as a script does: foreign keys off).
#
# Usage: scripts/bench.sh [--check] [--update] [--only engine,text,run,million,store] [--million N]
#   --check   exit 1 when a figure is worse than the committed one by more than its noise
#             band: the larger of the spread measured now, the committed spread, and a floor
#             (1% for instruction counts, which Swift's per-process hash seeds move a little;
#             15% for wall-clock figures on a shared machine).
#   --update  write the figures measured into docs/benchmarks.md's table (value, spread, date).
#   LAYOUTREG_BIN=path, LAYOUTREG_BENCH_BIN=path measure other binaries (a before and after).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
only=engine,text,run,million,store
check=0 update=0 million=1000000
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1 ;;
    --update) update=1 ;;
    --only) only=$2; shift ;;
    --million) million=$2; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
bash scripts/setup.sh --bench
command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
needs() { case ",$only," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
if [ -z "${LAYOUTREG_BENCH_BIN:-}" ] && { needs engine || needs text || needs store; }; then
  swift build -c release --product layoutreg-bench >/dev/null
fi
if [ -z "${LAYOUTREG_BIN:-}" ] && { needs run || needs million; }; then
  swift build -c release --product layoutreg >/dev/null
fi
work=$(mktemp -d /tmp/layoutreg-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
export BENCH_ONLY=$only BENCH_CHECK=$check BENCH_UPDATE=$update BENCH_MILLION=$million BENCH_WORK=$work
export BENCH_BIN=$(realpath -m "${LAYOUTREG_BIN:-.build/release/layoutreg}")
export BENCH_BENCH_BIN=$(realpath -m "${LAYOUTREG_BENCH_BIN:-.build/release/layoutreg-bench}")
exec python3 scripts/bench.py
