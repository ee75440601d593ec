#!/usr/bin/env python3
"""The measuring half of scripts/bench.sh (which builds the binaries and sets the BENCH_*
variables): runs the benchmarks, prints each figure with its spread and its ratio to the
committed figure in docs/benchmarks.md, and with --check fails on a regression."""
import datetime, json, os, pty, re, shutil, sqlite3, statistics, subprocess, sys, tempfile, threading, time

ONLY = set(os.environ["BENCH_ONLY"].split(","))
CHECK = os.environ["BENCH_CHECK"] == "1"
UPDATE = os.environ["BENCH_UPDATE"] == "1"
MILLION = int(os.environ["BENCH_MILLION"])
WORK = os.environ["BENCH_WORK"]
BIN = os.environ["BENCH_BIN"]
BENCH = os.environ["BENCH_BENCH_BIN"]
REPO = os.getcwd()
FONTS = os.path.join(REPO, "Fonts")
DOC = os.path.join(REPO, "docs", "benchmarks.md")
# The noise floor of each kind of figure (see bench.sh's header).
FLOOR = {"count": 0.01, "wall": 0.15}

# key -> (value, spread as a fraction, kind, better ('lower' | 'higher'), unit)
measured = {}


def figure(key, values, kind, better, unit):
    """Records a figure from repeated measurements: the median, and the range over it."""
    value = statistics.median(values)
    spread = (max(values) - min(values)) / value if value else 0.0
    measured[key] = (value, spread, kind, better, unit)
    print(f"  {key}: {fmt(value)} {unit} (±{spread * 50:.1f}% over {len(values)})", flush=True)


def fmt(value):
    if abs(value) >= 100: return f"{value:,.0f}"
    if abs(value) >= 10: return f"{value:,.1f}"
    return f"{value:,.3f}"


def committed():
    """The "Guarded figures" table of docs/benchmarks.md: key -> (value, spread fraction)."""
    table = {}
    for line in open(DOC, encoding="utf-8"):
        m = re.match(r"\|\s*`([a-z0-9.-]+)`\s*\|[^|]*\|\s*\*{0,2}([0-9.,]+)\*{0,2}[^|]*\|\s*±([0-9.]+)%", line)
        if m and float(m.group(2).replace(",", "")) > 0:
            table[m.group(1)] = (float(m.group(2).replace(",", "")), float(m.group(3)) / 100)
    return table


def strip_copy(path):
    """Valgrind 3.19 cannot read the debug information Swift 6.3 writes: count a stripped copy."""
    out = os.path.join(WORK, os.path.basename(path) + ".stripped")
    if not os.path.exists(out): subprocess.run(["strip", "-o", out, path], check=True)
    return out


def instructions(args, cwd=None):
    """Starts valgrind (cachegrind, no cache simulation) on `args`; returns a function that
    waits for it and gives (instructions, standard output)."""
    log = tempfile.NamedTemporaryFile(dir=WORK, delete=False).name
    process = subprocess.Popen(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                                f"--log-file={log}", *args], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True)
    def result():
        out, _ = process.communicate()
        m = re.search(r"I\s+refs:\s+([0-9,]+)", open(log).read())
        if not m: sys.exit(f"bench: valgrind gave no count for {' '.join(args)}")
        return int(m.group(1).replace(",", "")), out
    return result


def layoutreg(args, cwd, env=None):
    started = time.perf_counter()
    code = subprocess.run([BIN, *args, "--fonts", FONTS], cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          env=env).returncode
    return time.perf_counter() - started, code


# MARK: engine

def engine():
    print("engine: instructions per layout node, prepared (valgrind, 1, 2 and 3 rounds)", flush=True)
    bench = strip_copy(BENCH)
    # Two at a time on two cores: each is one process on one thread.
    counts = {}
    for group in ((1, 2), (3,)):
        waits = {r: instructions([bench, "engine", "--prepared", "--rounds", str(r)]) for r in group}
        for r, wait in waits.items(): counts[r] = wait()
    nodes = int(re.search(r"layout nodes per round (\d+)", counts[1][1]).group(1))
    rounds = [(counts[2][0] - counts[1][0]) / nodes, (counts[3][0] - counts[2][0]) / nodes]
    figure("engine.prepared", rounds, "count", "lower", "instructions/node")


# MARK: text

def text():
    print("text: strings per second (wall clock, 3 trials of 2 rounds)", flush=True)
    cold, cached = [], []
    for _ in range(3):
        out = subprocess.run([BENCH, "text", "--rounds", "2", "--fonts", FONTS], capture_output=True, text=True,
                             check=True).stdout
        cold.append(int(re.search(r"cold .*?(\d+) strings/s", out).group(1)))
        cached.append(int(re.search(r"cached .*?(\d+) strings/s", out).group(1)))
    figure("text.cold", cold, "wall", "higher", "strings/s")
    figure("text.cached", cached, "wall", "higher", "strings/s")


# MARK: run on the shipped fixtures

def listed_cases(folder):
    """The cases of `layoutreg list --cases` in `folder`, one a line as `scenario/case` (a
    "  (no baseline)" mark dropped), checked against the count of its summary line, which
    ends the listing and is not a case."""
    lines = subprocess.run([BIN, "list", "--cases"], cwd=folder, capture_output=True, text=True,
                           check=True).stdout.splitlines()
    summary = re.fullmatch(r"\d+ scenarios, (\d+) cases, \d+ with baselines", lines[-1]) if lines else None
    if not summary: sys.exit(f"bench.py: `layoutreg list --cases` ends without its summary line: {lines[-1:]}")
    cases = [line.removesuffix("  (no baseline)") for line in lines[:-1]]
    if len(cases) != int(summary.group(1)):
        sys.exit(f"bench.py: `layoutreg list --cases` lists {len(cases)} cases, its summary says {summary.group(1)}")
    return cases


def shipped():
    print("run: the shipped fixtures", flush=True)
    folder = os.path.join(WORK, "shipped")
    shutil.copytree(os.path.join(REPO, "Fixtures"), os.path.join(folder, "Fixtures"))
    listing = listed_cases(folder)
    cases = len(listing)
    db = os.path.join(folder, "run.sqlite")
    layoutreg(["run", "--db", db], folder)  # creates the database and caches the font digests
    walls = {"no-store": [], "db": [], "startup": []}
    for _ in range(5):
        walls["no-store"].append(layoutreg(["run", "--no-store"], folder)[0])
        walls["db"].append(layoutreg(["run", "--db", db], folder)[0])
        walls["startup"].append(layoutreg(["run", "--db", db, "--filter", listing[0]], folder)[0])
    figure("run.no-store", [cases / t for t in walls["no-store"]], "wall", "higher", "cases/s")
    figure("run.db", [cases / t for t in walls["db"]], "wall", "higher", "cases/s")
    figure("run.startup", [t * 1000 for t in walls["startup"]], "wall", "lower", "ms (one case, with a database)")
    # Instructions of a run into a database, one thread, with lints off and at warn, each on its
    # own copy of the warmed database so that both start from the same state.
    stripped = strip_copy(BIN)
    for mode in ("off", "warn"): shutil.copy(db, os.path.join(folder, f"{mode}.sqlite"))
    waits = {mode: instructions([stripped, "run", "--jobs", "1", "--lints", mode, "--db", f"{mode}.sqlite", "--fonts", FONTS],
                                cwd=folder) for mode in ("off", "warn")}
    counts = {mode: wait()[0] for mode, wait in waits.items()}
    figure("run.instructions", [counts["warn"] / cases], "count", "lower", "instructions/case (with a database)")
    # The lints' own count is what is guarded: their share of the run also rises whenever the
    # rest of the run gets cheaper.
    figure("lints.db-instructions", [(counts["warn"] - counts["off"]) / cases], "count", "lower",
           "instructions/case of the lint pass (with a database)")
    print(f"    the lint pass's share of the run: {(counts['warn'] - counts['off']) / counts['warn'] * 100:.2f}%", flush=True)
    text_ratio(folder, stripped)


def baseline_frames(folder, scenario_prefix):
    """Frames per case of the baselines under `Fixtures/Baselines/<scenario_prefix>`, by case
    name: a frame is a line that starts with a view's name; `= <case>` has that case's."""
    frames = {}
    root = os.path.join(folder, "Fixtures", "Baselines", scenario_prefix)
    for name in sorted(os.listdir(root)):
        if not name.endswith(".baseline"): continue
        scenario = scenario_prefix + "/" + name[:-len(".baseline")]
        counts, references, current = {}, {}, None
        for line in open(os.path.join(root, name), encoding="utf-8"):
            if line.startswith("== "):
                current = line[3:].strip()
                counts[current] = 0
            elif current and line.startswith("= "):
                references[current] = line[2:].strip()
            elif current and line[:1].isupper():
                counts[current] += 1
        for key, target in references.items(): counts[key] = counts.get(target, 0)
        frames.update({f"{scenario}/{key}": n for key, n in counts.items()})
    return frames


def text_ratio(folder, stripped):
    """Instructions per frame of `run --no-store --jobs 1` on the text-heavy screens of
    `Fixtures/screens` over the same on the seeds: each set's count less that of a run of one
    case (the fixed cost), over the set's frames in its baselines."""
    args = lambda filter: [stripped, "run", "--no-store", "--jobs", "1", "--lints", "warn", "--filter", filter, "--fonts", FONTS]
    seeds, screens = baseline_frames(folder, "seeds"), baseline_frames(folder, "screens")
    one = min(seeds)
    waits = {"one": instructions(args(one), cwd=folder), "screens": instructions(args("screens/*"), cwd=folder)}
    counts = {k: w()[0] for k, w in waits.items()}
    counts["seeds"] = instructions(args("seeds/*"), cwd=folder)()[0]
    per_frame = {k: (counts[k] - counts["one"]) / sum(frames.values()) for k, frames in (("seeds", seeds), ("screens", screens))}
    print(f"    instructions per frame: screens {per_frame['screens']:,.0f} ({sum(screens.values()):,} frames, "
          f"{len(screens):,} cases), seeds {per_frame['seeds']:,.0f} ({sum(seeds.values()):,} frames, {len(seeds):,} cases); "
          f"fixed cost {counts['one']:,}", flush=True)
    figure("run.text-ratio", [per_frame["screens"] / per_frame["seeds"]], "count", "lower",
           "× (screens' instructions per frame over the seeds', run --no-store --jobs 1)")
    # The ratio rises when the seeds alone get cheaper: the screens' own cost is guarded too.
    figure("run.screen-frame", [per_frame["screens"]], "count", "lower",
           "instructions per frame of the text-heavy screens (run --no-store --jobs 1)")


# MARK: a million cases

from screens import LOCALES, screen  # the generated 61-view screen (scripts/screens.py)


def resident(command, cwd):
    """Runs `command`, sampling its resident memory and the cases it has laid out (its
    progress line, which it prints on a terminal: its standard error is a pty here):
    (seconds, exit code, [(t, MB, cases done)])."""
    started = time.perf_counter()
    master, slave = pty.openpty()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    done = [0]

    def read_progress():
        tail = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                return
            if not chunk: return
            tail = (tail + chunk)[-512:]
            counts = re.findall(rb"laid out ([\d,]+)/", tail)
            if counts: done[0] = int(counts[-1].replace(b",", b""))

    threading.Thread(target=read_progress, daemon=True).start()
    samples = []
    # VmHWM is the kernel's own peak of resident memory: exact, where samples can miss a spike.
    peak = 0.0
    while process.poll() is None:
        try:
            with open(f"/proc/{process.pid}/status") as status:
                fields = {l.split(":")[0]: l.split()[1] for l in status if l.startswith(("VmRSS:", "VmHWM:"))}
            if "VmRSS" in fields: samples.append((time.perf_counter() - started, int(fields["VmRSS"]) / 1024, done[0]))
            if "VmHWM" in fields: peak = max(peak, int(fields["VmHWM"]) / 1024)
        except (FileNotFoundError, ProcessLookupError, StopIteration):
            pass
        time.sleep(0.1)
    os.close(master)
    if samples and peak: samples.append((samples[-1][0], peak, samples[-1][2]))
    return time.perf_counter() - started, process.returncode, samples


def memory_figures(prefix, samples, cases):
    peak = max(mb for _, mb, _ in samples)
    # Growth after warm-up: the most memory held after the first quarter of the run over what
    # it held then, leaving out the last tenth (writing the report at the end).
    end = samples[-1][0]
    warm = [mb for t, mb, _ in samples if end * 0.25 <= t <= end * 0.9]
    growth = (max(warm) - warm[0]) if warm else 0.0
    figure(f"{prefix}.peak-rss", [peak], "wall", "lower", "MB")
    print(f"    growth after warm-up (25% to 90% of the run): {growth:.0f} MB", flush=True)
    # Resident memory once a tenth, half and all of the cases are laid out.
    marks = []
    for target in (cases // 10, cases // 2, cases):
        reached = [mb for _, mb, n in samples if n >= target]
        if reached: marks.append(f"{target:,} cases {reached[0]:.0f} MB")
    if marks: print("    resident at " + ", ".join(marks), flush=True)


def million():
    folder = os.path.join(WORK, "million")
    per_scenario = 4 * len(LOCALES) * 12 * 5
    scenarios = max(1, -(-MILLION // per_scenario))
    cases = scenarios * per_scenario
    print(f"million: {scenarios} scenarios of a 61-view screen × {per_scenario} cases = {cases:,} cases (all new: no baselines)",
          flush=True)
    os.makedirs(os.path.join(folder, "Fixtures"))
    for i in range(scenarios):
        with open(os.path.join(folder, "Fixtures", f"screen{i:04d}.json"), "w") as f:
            json.dump(screen(i), f, ensure_ascii=False)
    seconds, code, samples = resident([BIN, "run", "--no-store", "--fonts", FONTS], folder)
    if code not in (0, 1): sys.exit(f"bench: run --no-store exited {code}")
    figure("million.no-store", [cases / seconds], "wall", "higher", "cases/s")
    memory_figures("million.no-store", samples, cases)
    db = os.path.join(folder, "run.sqlite")
    seconds, code, samples = resident([BIN, "run", "--db", db, "--fonts", FONTS], folder)
    if code not in (0, 1): sys.exit(f"bench: run --db exited {code}")
    print(f"    first run into a new database (cases added): {cases / seconds:,.0f} cases/s", flush=True)
    size = size_after_checkpoint(db)
    seconds, code, samples = resident([BIN, "run", "--db", db, "--fonts", FONTS], folder)
    figure("million.db", [cases / seconds], "wall", "higher", "cases/s (second run into the database)")
    memory_figures("million.db", samples, cases)
    figure("store.bytes-per-case", [(size_after_checkpoint(db) - size) / cases], "count", "lower", "bytes per case per run")


def size_after_checkpoint(db):
    connection = sqlite3.connect(db)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return os.path.getsize(db)


def store():
    cases = MILLION
    print(f"store: a run of {cases:,} passing results, layoutreg's store beside Python's sqlite3", flush=True)
    store_rates(cases)


def store_rates(cases):
    """The store's writes of a run of `cases` passing results, beside Python's sqlite3
    inserting the same rows into the same tables of the same database."""
    db = os.path.join(WORK, "store.sqlite")
    out = subprocess.run([BENCH, "store", "--cases", str(cases), "--db", db, "--rounds", "3"], capture_output=True,
                         text=True, check=True).stdout
    swift = [int(x) for x in re.findall(r"run \d+: (\d+) rows/s", out)]
    python = []
    connection = sqlite3.connect(db, isolation_level=None)
    connection.execute("PRAGMA synchronous = NORMAL")
    ids = [row[0] for row in connection.execute("SELECT id FROM cases ORDER BY id")]
    for _ in range(3):
        started = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        run = connection.execute("INSERT INTO runs(started_at, ended_at, host, engine_version, font_hashes, scope, "
                                 "duration_ms, total, passed, failed, new, errored, uid) VALUES "
                                 "('2026-12-01T00:00:00.000Z', '2026-12-01T00:00:01.000Z', 'bench', 'bench', '', 'full', "
                                 "0, 0, 0, 0, 0, 0, lower(hex(randomblob(16))))").lastrowid
        connection.executemany("INSERT INTO results(run_id, case_id, status, max_delta) VALUES (?, ?, 0, 0)",
                               ((run, i) for i in ids))
        connection.execute("COMMIT")
        python.append(len(ids) / (time.perf_counter() - started))
    connection.close()
    figure("store.rows", swift, "wall", "higher", "results/s (layoutreg's store)")
    figure("store.python-rows", python, "wall", "higher", "results/s (Python's sqlite3, same rows, same database)")
    print(f"    the store's rate over Python's: {statistics.median(swift) / statistics.median(python):.2f}×", flush=True)


# MARK: comparing with the committed figures

def compare():
    table = committed()
    worse = []
    print("\nfigure                 now              committed        ratio   band    verdict")
    for key, (value, spread, kind, better, unit) in measured.items():
        if key not in table:
            print(f"{key:22} {fmt(value):>16} {'(none)':>16}")
            continue
        old, old_spread = table[key]
        ratio = value / old if old else float("inf")
        band = max(spread / 2, old_spread, FLOOR[kind])
        regressed = ratio > 1 + band if better == "lower" else ratio < 1 - band
        verdict = "WORSE" if regressed else "better" if (ratio < 1 - band if better == "lower" else ratio > 1 + band) else "same"
        if regressed: worse.append(key)
        print(f"{key:22} {fmt(value):>16} {fmt(old):>16} {ratio:7.3f}  ±{band * 100:4.1f}%  {verdict}")
    return worse


def update():
    today = datetime.date.today().isoformat()
    lines = open(DOC, encoding="utf-8").read().split("\n")
    for n, line in enumerate(lines):
        m = re.match(r"\|\s*`([a-z0-9.-]+)`\s*\|", line)
        if not m or m.group(1) not in measured: continue
        cells = line.split("|")
        value, spread = measured[m.group(1)][:2]
        cells[3] = f" {fmt(value)} "
        cells[4] = f" ±{spread * 50:.1f}% "
        cells[-2] = f" {today} "
        lines[n] = "|".join(cells)
    open(DOC, "w", encoding="utf-8").write("\n".join(lines))
    print(f"updated {os.path.relpath(DOC, REPO)}")


for name, step in (("engine", engine), ("text", text), ("run", shipped), ("million", million), ("store", store)):
    if name in ONLY: step()
worse = compare()
if UPDATE: update()
if CHECK and worse:
    print(f"\nbench --check: {', '.join(worse)} worse than committed by more than the noise band", file=sys.stderr)
    sys.exit(1)
