#!/usr/bin/env bash
# The regression loop end to end: generates a matrix of ~100,000 cases, then times
# `layoutreg record` (into an empty database and baseline folder) and `layoutreg run`
# (database writes included) with --jobs 1 and 2, and measures how many bytes a run of
# passing cases adds to the database.
#
# The four configurations are interleaved: each trial runs record --jobs 1, record --jobs 2,
# run --jobs 1 and run --jobs 2 back to back, so that a --jobs 1 time and the --jobs 2 time
# it is divided by come from the same minute (this machine's speed drifts over minutes), and
# every other trial runs each --jobs 2 first, so that a drift within a trial cancels out.
# Prints each configuration's best time, and per command the median of the trials' ratios
# (--jobs 1 time / --jobs 2 time) with their range; then the CPU time --jobs 2 takes over
# --jobs 1's (the work a second lane adds) and the cores --jobs 2 keeps busy: the two reasons
# a speed-up falls short of 2x. Each trial also says how much CPU other processes used while
# it ran: a 2-core ratio means little while they take one core.
#
# Each trial then times the machine's own ceiling for the same work, beside the program's:
# `run --no-store --jobs 1` of all the scenarios, `run --no-store --jobs 2`, and two
# `run --no-store --jobs 1` processes started at once on half the scenarios each, which
# share nothing (no reference count, no malloc arena, no cache line) but the machine. The
# ratio the two processes reach, and the CPU time they take over one process's, are what
# two cores of this machine give such work; --jobs 2 falling short of them is the program's.
# Last, one loop of Python arithmetic and two at once: the ceiling for work that shares not even
# caches or memory bandwidth, which a virtual machine's busy host keeps under 2.
#
# Usage: scripts/bench-loop.sh [--trials N] [SCENARIOS]
#   N trials (default 5, or $LOOP_TRIALS); SCENARIOS of 1,200 cases each (default 84).
#   LAYOUTREG_BIN=path times that binary instead of building this tree's.
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${LOOP_TRIALS:-5}
if [ "${1:-}" = "--trials" ]; then trials=$2; shift 2; fi
scenarios=${1:-84}
bash scripts/setup.sh
if [ -z "${LAYOUTREG_BIN:-}" ]; then
  swift build -c release --product layoutreg >/dev/null
  bin=$PWD/.build/release/layoutreg
else
  bin=$(realpath "$LAYOUTREG_BIN")
fi
fonts=$PWD/Fonts
work=$(mktemp -d /tmp/layoutreg-bench-loop.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-matrix.py "$work/Fixtures" "$scenarios"

cd "$work"
python3 - "$bin" "$fonts" "$trials" <<'EOF'
import os, resource, shutil, statistics, subprocess, sys, time

bin, fonts, trials = sys.argv[1], sys.argv[2], int(sys.argv[3])

def layoutreg(*args):
    subprocess.run([bin, *args, "--fonts", fonts], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def fresh(db):
    shutil.rmtree("Fixtures/Baselines", ignore_errors=True)
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix): os.remove(db + suffix)

def busy_seconds():
    """CPU time all processes have used (user, nice, system, irq, softirq, steal)."""
    with open("/proc/stat") as stat:
        ticks = [int(x) for x in stat.readline().split()[1:9]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")

def own_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

other = 0.0  # CPU seconds other processes used while layoutreg was timed
used = 0.0   # CPU seconds the last timed layoutreg used

def size_after_checkpoint(db):
    subprocess.run(["sqlite3", db, "PRAGMA wal_checkpoint(TRUNCATE);"], stdout=subprocess.DEVNULL, check=True)
    return os.path.getsize(db)

listing = subprocess.run([bin, "list"], capture_output=True, text=True, check=True).stdout
cases = int(listing.strip().splitlines()[-1].split()[2])
print(f"matrix: {cases:,} cases, {trials} trials")

# `run` needs baselines, and a database that knows the cases (its first run adds them).
fresh("run.sqlite")
layoutreg("record", "--db", "run.sqlite")
layoutreg("run", "--db", "run.sqlite")
before = size_after_checkpoint("run.sqlite")

# Two halves of the scenarios with their baselines, for the machine's ceiling.
scenario_files = sorted(f for f in os.listdir("Fixtures") if f.endswith(".json"))
for part, names in (("half1", scenario_files[:len(scenario_files) // 2]), ("half2", scenario_files[len(scenario_files) // 2:])):
    shutil.rmtree(part, ignore_errors=True)
    os.makedirs(f"{part}/Fixtures")
    for name in names:
        shutil.copy(f"Fixtures/{name}", f"{part}/Fixtures/{name}")
    for root, _, files in os.walk("Fixtures/Baselines"):
        for name in files:
            if name.removesuffix(".baseline") + ".json" in names:
                target = os.path.join(part, root)
                os.makedirs(target, exist_ok=True)
                shutil.copy(os.path.join(root, name), os.path.join(target, name))

def timed_together(*commands):
    """Wall time of `commands` (argument lists and folders) started at once; their CPU time
    goes to `used`, and what other processes took meanwhile to `other`."""
    global other, used
    busy, own = busy_seconds(), own_seconds()
    start = time.monotonic()
    processes = [subprocess.Popen([bin, *args, "--fonts", fonts], cwd=folder,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for args, folder in commands]
    for process in processes: process.wait()
    elapsed = time.monotonic() - start
    used = own_seconds() - own
    other += max(0.0, (busy_seconds() - busy) - used)
    return elapsed

def timed(*args):
    return timed_together((list(args), "."))

# A loop of Python arithmetic that touches almost no memory: one copy, and two at once. Two
# cores' worth of it in the time of one is what this machine gives work that shares nothing,
# not even caches or memory bandwidth; on a virtual machine whose cores are busy elsewhere
# too, it is less than 2.
SPIN = [sys.executable, "-c", "x = 0\nfor i in range(12_000_000): x += i"]

def timed_spin(copies):
    global used
    own = own_seconds()
    start = time.monotonic()
    processes = [subprocess.Popen(SPIN) for _ in range(copies)]
    for process in processes: process.wait()
    elapsed = time.monotonic() - start
    used = own_seconds() - own
    return elapsed

def name(command, jobs):
    if command == "halves": return "two run --no-store on halves"
    if command == "spin": return "a register loop" if jobs == 1 else "two register loops at once"
    return f"{command} --jobs {jobs}" if command != "no-store" else f"run --no-store --jobs {jobs}"

configurations = [("record", 1), ("record", 2), ("run", 1), ("run", 2),
                  ("no-store", 1), ("no-store", 2), ("halves", 2), ("spin", 1), ("spin", 2)]
times = {c: [] for c in configurations}
cpu = {c: [] for c in configurations}
def order(trial):
    """The configurations in the order trial `trial` runs them: on even trials each --jobs 2
    before its --jobs 1, so that the machine's speed drifting during a trial favours neither
    side of a ratio over the batch (an ABBA design)."""
    if trial % 2: return configurations
    first = {}
    for command, _ in configurations: first.setdefault(command, len(first))
    return sorted(configurations, key=lambda c: (first[c[0]], -c[1]))

for trial in range(1, trials + 1):
    other, wall = 0.0, 0.0
    for command, jobs in order(trial):
        if command == "record":
            fresh("record.sqlite")
            t = timed("record", "--db", "record.sqlite", "--jobs", str(jobs))
        elif command == "run":
            t = timed("run", "--db", "run.sqlite", "--jobs", str(jobs))
        elif command == "no-store":
            t = timed("run", "--no-store", "--jobs", str(jobs))
        elif command == "spin":
            t = timed_spin(jobs)
        else:
            t = timed_together((["run", "--no-store", "--jobs", "1"], "half1"), (["run", "--no-store", "--jobs", "1"], "half2"))
        times[(command, jobs)].append(t)
        cpu[(command, jobs)].append(used)
        wall += t
    print(f"trial {trial}: " + ", ".join(f"{name(c, j)} {times[(c, j)][-1]:.2f} s" for c, j in configurations)
          + f"; other processes used {other / wall:.0%} of a core meanwhile")
after = size_after_checkpoint("run.sqlite")

print()
for command, jobs in configurations:
    best = min(times[(command, jobs)])
    if command == "spin":
        print(f"{name(command, jobs):33}: best {best:.2f} s")
        continue
    print(f"{name(command, jobs):33}: best {cases / best:,.0f} cases/s ({best:.2f} s)")
for command, two in (("record", ("record", 2)), ("run", ("run", 2)), ("no-store", ("no-store", 2)), ("no-store", ("halves", 2))):
    ratios = sorted(a / b for a, b in zip(times[(command, 1)], times[two]))
    print(f"{name(command, 1)} / {name(*two)}: median {statistics.median(ratios):.2f}x "
          f"(trials {ratios[0]:.2f}x to {ratios[-1]:.2f}x)")
    # Why the speed-up is not 2x: the work the second lane adds, and the time one core idles.
    extra = sum(cpu[two]) / sum(cpu[(command, 1)])
    busy = sum(cpu[two]) / sum(times[two])
    print(f"    CPU time over {name(command, 1)}'s: {extra:.3f}; cores busy: {busy:.2f}")
# The machine's speed moves from minute to minute, and with it both ratios: dividing each
# trial's --jobs 2 time by the halves' time of the same trial leaves what the program adds.
behind = sorted(a / b for a, b in zip(times[("no-store", 2)], times[("halves", 2)]))
print(f"run --no-store --jobs 2 / two run --no-store on halves, per trial: median {statistics.median(behind):.3f} "
      f"(trials {behind[0]:.3f} to {behind[-1]:.3f}; 1 is the machine's ceiling)")
spin = sorted(2 * a / b for a, b in zip(times[("spin", 1)], times[("spin", 2)]))
print(f"two register loops at once, work done over one loop's time: median {statistics.median(spin):.2f}x "
      f"(trials {spin[0]:.2f}x to {spin[-1]:.2f}x; 2 on cores of its own)")
print(f"database growth per passing case and run: {(after - before) / (2 * trials) / cases:.1f} bytes (budget 32)")
EOF
