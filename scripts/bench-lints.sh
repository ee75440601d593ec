#!/usr/bin/env bash
# What the lint pass costs `layoutreg run`: times `run --no-store --lints off` against
# `--lints warn` (every kind looked for), alternated, on two fixture sets:
#   shipped  the repository's Fixtures/ (3,200 cases)
#   text     one text-heavy screen of 1,000 views (200 rows of two texts, an image and a
#            button with a text label, some rows overlapping, truncated or too small) in
#            40 cases (2 screens tall enough for the list, as if scrolled, x 2 locales x 5 sizes
#            x 2 string sets)
# Baselines are recorded first (findings approved), so both modes compare every frame.
# Prints each mode's best wall-clock and CPU time (user + system, which other processes on a
# shared machine disturb less) of N trials, and the lint pass's share of each.
#
# Usage: scripts/bench-lints.sh [--trials N]   (default 7)
#   LAYOUTREG_BIN=path times that binary instead of building this tree's.
set -euo pipefail
cd "$(dirname "$0")/.."
trials=7
if [ "${1:-}" = "--trials" ]; then trials=$2; shift 2; fi
if [ -z "${LAYOUTREG_BIN:-}" ]; then
  swift build -c release --product layoutreg >/dev/null
  bin=$PWD/.build/release/layoutreg
else
  bin=$(realpath "$LAYOUTREG_BIN")
fi
fonts=$PWD/Fonts
work=$(mktemp -d /tmp/layoutreg-bench-lints.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/shipped" "$work/text/Fixtures"
cp -r Fixtures "$work/shipped/"
python3 - "$work/text/Fixtures/screen.json" <<'PY'
import json, sys
def text(s, **extra): return dict({"type": "Text", "verbatim": s}, **extra)
rows = []
for i in range(200):
    title = "Item %d: a reasonably long title that wraps at large sizes" % i
    rows.append({"type": "HStack", "spacing": -4 if i % 25 == 0 else None, "children": [
        {"type": "Image", "width": 24, "height": 24},
        text(title, lineLimit=1 if i % 3 == 0 else None),
        text("%d.99 €" % i, id="price%d" % i),
        {"type": "Button", "children": [text("Buy")]}]})
for row in rows:
    if row["spacing"] is None: del row["spacing"]
scenario = {"scenario": "bench/text-screen",
            "matrix": {"containers": [{"name": "phone", "width": 393, "height": 30000},
                                      {"name": "tablet", "width": 744, "height": 30000}], "locales": ["en", "de"],
                       "sizeCategories": ["small", "large", "xxxLarge", "accessibility1", "accessibility3"],
                       "stringSets": ["base", "double"]},
            "view": {"type": "VStack", "alignment": "leading", "children": rows}}
json.dump(scenario, open(sys.argv[1], "w"), indent=1)
PY
python3 - "$bin" "$fonts" "$trials" "$work" <<'PY'
import os, resource, subprocess, sys, time
bin, fonts, trials, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
def layoutreg(folder, *args):
    return subprocess.run([bin, *args, "--fonts", fonts], cwd=folder, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode
for name in ("shipped", "text"):
    folder = os.path.join(work, name)
    layoutreg(folder, "record", "--db", os.path.join(folder, "x.sqlite"), "--lints", "warn")
    wall = {"off": float("inf"), "warn": float("inf")}
    cpu = dict(wall)
    for _ in range(trials):
        for mode in ("off", "warn"):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            code = layoutreg(folder, "run", "--no-store", "--lints", mode)
            elapsed = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if code != 0: sys.exit(f"{name}: run --lints {mode} exited {code}")
            wall[mode] = min(wall[mode], elapsed)
            cpu[mode] = min(cpu[mode], after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    def share(t): return (t["warn"] - t["off"]) / t["warn"] * 100
    print(f"{name}: wall --lints off {wall['off']:.3f} s, warn {wall['warn']:.3f} s ({share(wall):.1f}%); "
          f"CPU off {cpu['off']:.3f} s, warn {cpu['warn']:.3f} s ({share(cpu):.1f}%)")
PY
