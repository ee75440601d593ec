#!/usr/bin/env bash
# Cross-thread contention without hardware counters: counts every `swift_retain` of a
# `layoutreg run|record --jobs 2` (a uprobe on libswiftCore), and how many of them are on
# heap objects that both threads retain (each thread at least a tenth of the object's
# retains). Two cores retaining the same object move its reference count's cache line
# between them, which is CPU a second thread spends that a single one does not.
#
# Shared retains overstate it: an object the run's thread makes and a lane then uses is
# shared, but its cache line moves once. What costs is each *switch*: a retain of an object
# whose previous retain (in time order) was on the other thread. The script counts those too,
# and names the callers by their switches. (An address freed and taken again counts as one
# object; glibc gives a freed block back to the arena, so mostly the thread, that took it.)
#
# An object is left out when it is immortal (the probe reads its reference count: a retain of
# an immortal object only reads it) or outside the heap (tagged pointers, nil).
#
# Usage: scripts/count-shared-retains.sh [run|record] [SCENARIOS] [CALLERS]
#   SCENARIOS of 1,200 generated cases each (default 4: a uprobe per retain is slow).
#   CALLERS: how many of the functions whose retains switch threads most to list (default 0;
#   frame-pointer call graphs, so that each is named by its first caller outside the runtime).
#   LAYOUTREG_BIN=path counts that binary instead of this tree's release build.
# Needs perf with uprobes (root). Prints: all retains, heap ones, those on shared objects
# (and a case's share of them), the switches (and a case's share), then the callers.
set -euo pipefail
cd "$(dirname "$0")/.."
command=${1:-run}
scenarios=${2:-4}
callers=${3:-0}
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
# The object and its reference count (the word after its metadata pointer).
perf probe -q -x "$core" --add 'swift_retain obj=%di refcount=+8(%di):u64'
args=(--jobs 2 --fonts "$fonts")
if [ "$command" = run ]; then args+=(--no-store); else args+=(--db r.sqlite); fi
graph=()
if [ "$callers" -gt 0 ]; then graph=(--call-graph fp); fi
perf record -q -e probe_libswiftCore:swift_retain "${graph[@]}" -o retains.data "$bin" "$command" "${args[@]}" >/dev/null 2>&1 || true
perf script -i retains.data -F tid,trace,ip,sym 2>/dev/null | python3 -c '
import collections, sys
cases, callers = 1200 * int(sys.argv[1]), int(sys.argv[2])
per = collections.defaultdict(collections.Counter)
immortal = set()
events = []
def flush(event):
    if event: events.append(event)
event = None
for line in sys.stdin:
    if "obj=" in line and not line.startswith("\t"):
        flush(event)
        fields = dict(f.split("=", 1) for f in line.split() if "=" in f)
        obj = int(fields["obj"], 16)
        count = fields.get("refcount", "0")
        count = int(count, 16) if count.startswith("0x") else int(count)
        # Immortal: the slow-count bit and every bit of the strong count set.
        if count >> 63 and count & 0xFFFFFFFF == 0xFFFFFFFF: immortal.add(obj)
        event = (line.split()[0], obj, [])
        per[obj][event[0]] += 1
    elif event and line.strip():
        parts = line.strip().split(None, 1)
        event[2].append(parts[1] if len(parts) > 1 else "?")
flush(event)
def heap(o): return o != 0 and o >> 56 == 0 and o not in immortal
total = sum(sum(c.values()) for c in per.values())
onheap = sum(sum(c.values()) for o, c in per.items() if heap(o))
shared = {o for o, c in per.items() if heap(o) and len(c) > 1 and min(c.values()) >= 0.1 * sum(c.values())}
count = sum(sum(per[o].values()) for o in shared)
print(f"retains {total:,}  on heap objects {onheap:,}  on objects both threads retain {count:,} ({count / cases:.1f} a case)")
# perf script gives the events in time order.
last, switching = {}, []
for tid, obj, stack in events:
    if heap(obj):
        if last.get(obj, tid) != tid: switching.append(stack)
        last[obj] = tid
print(f"switches (a retain on the other thread than the last one) {len(switching):,} ({len(switching) / cases:.2f} a case)")
runtime = ("swift_", "swift::", "$sSJwCP", "$ss", "outlined", "initializeWithCopy", "assignWithCopy", "[unknown]", "destroy")
by = collections.Counter()
for stack in switching:
    if stack:
        by[next((f for f in stack[1:] if not f.startswith(runtime)), stack[-1])] += 1
for name, n in by.most_common(callers):
    print(f"{n:9,}  {name}")
' "$scenarios" "$callers" | swift demangle --simplified
