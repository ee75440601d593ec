#!/usr/bin/env bash
# Cross-thread contention without hardware counters: counts every `swift_retain` of a
# `layoutreg run|record --jobs 2` (a uprobe on libswiftCore), and how many of them are on
# heap objects that both threads retain (each thread at least a tenth of the object's
# retains). Two cores retaining the same object move its reference count's cache line
# between them, which is CPU a second thread spends that a single one does not.
#
# Usage: scripts/count-shared-retains.sh [run|record] [SCENARIOS]
#   SCENARIOS of 1,200 generated cases each (default 4: a uprobe per retain is slow).
#   LAYOUTREG_BIN=path counts that binary instead of this tree's release build.
# Needs perf with uprobes (root). Prints: all retains, heap ones, those on shared objects.
set -euo pipefail
cd "$(dirname "$0")/.."
command=${1:-run}
scenarios=${2:-4}
bin=$(realpath "${LAYOUTREG_BIN:-.build/release/layoutreg}")
fonts=$PWD/Fonts
core=$(ldd "$bin" | awk '/libswiftCore/ {print $3}')
work=$(mktemp -d /tmp/layoutreg-retains.XXXXXX)
trap 'rm -rf "$work"; perf probe -q -d "probe_libswiftCore:swift_retain" 2>/dev/null || true' EXIT
python3 scripts/generate-matrix.py "$work/Fixtures" "$scenarios"
cd "$work"
"$bin" record --db r.sqlite --fonts "$fonts" >/dev/null 2>&1 || true
if [ "$command" = record ]; then rm -rf Fixtures/Baselines r.sqlite*; fi
perf probe -q -d "probe_libswiftCore:swift_retain" 2>/dev/null || true
perf probe -q -x "$core" --add 'swift_retain obj=%di'
args=(--jobs 2 --fonts "$fonts")
if [ "$command" = run ]; then args+=(--no-store); else args+=(--db r.sqlite); fi
perf record -q -e probe_libswiftCore:swift_retain -o retains.data "$bin" "$command" "${args[@]}" >/dev/null 2>&1 || true
perf script -i retains.data -F tid,trace 2>/dev/null | python3 -c '
import collections, sys
per = collections.defaultdict(collections.Counter)
for line in sys.stdin:
    parts = line.split()
    if len(parts) >= 3 and parts[2].startswith("obj="):
        per[int(parts[2][4:], 16)][parts[0]] += 1
# The most retained object is the empty array, a static object of libswiftCore: objects
# within 16 MiB of it are the runtime'"'"'s immortal ones, which a retain only reads.
top = max(per, key=lambda o: sum(per[o].values()))
def heap(o): return o != 0 and o >> 56 == 0 and abs(o - top) > 1 << 24
total = sum(sum(c.values()) for c in per.values())
onheap = sum(sum(c.values()) for o, c in per.items() if heap(o))
shared = sum(sum(c.values()) for o, c in per.items()
             if heap(o) and len(c) > 1 and min(c.values()) >= 0.1 * sum(c.values()))
print(f"retains {total:,}  on heap objects {onheap:,}  on objects both threads retain {shared:,}")
'
