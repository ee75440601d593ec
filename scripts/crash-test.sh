#!/usr/bin/env bash
# kill -9 `layoutreg record` at random moments, then check what the next command sees.
#
# On a copy of Fixtures/, each round switches the fixtures between two variants (a changed
# spacing, one scenario removed) so that every record rewrites and removes baseline files,
# starts `record`, kills it with SIGKILL after a random delay within one record's duration
# (every other round within its last fifth, where the files move and the approval commits),
# and runs `layoutreg list` (which finishes or undoes an interrupted record). Then:
#   * PRAGMA integrity_check is ok;
#   * no journal, *.baseline.tmp-<pid> or *.baseline.backup-<pid> file is left;
#   * every baseline file agrees with the database's current baselines, case by case and
#     frame by frame, and the database has no current baseline without a file.
# Prints how the rounds ended and exits 1 at the first disagreement.
#
# Usage: scripts/crash-test.sh [ROUNDS] [SEED]     (default 100 rounds, seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-100}
seed=${2:-1}
swift build --product layoutreg >/dev/null
bin="$(swift build --show-bin-path)/layoutreg"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Fixtures "$work/A"
cp -r Fixtures "$work/B"
rm -rf "$work/A/Baselines" "$work/B/Baselines"
sed -i 's/"spacing": 10/"spacing": 11/' "$work"/B/seeds/*.json
rm "$work/B/seeds/row-hstack.json"
live="$work/live"
mkdir -p "$live"
db="$work/db.sqlite"

use_variant() {
    rm -rf "$live/seeds" "$live/strings"
    cp -r "$work/$1/seeds" "$work/$1/strings" "$live/"
}

check() {
    python3 - "$db" "$live/Baselines" <<'PY'
import os, sqlite3, sys, json
db, folder = sys.argv[1], sys.argv[2]
con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
ok = con.execute("PRAGMA integrity_check").fetchone()[0]
if ok != "ok":
    sys.exit(f"integrity_check: {ok}")
stored = {}
for scenario, key, frames in con.execute("SELECT scenario, case_key, frames FROM current_baselines"):
    stored.setdefault(scenario, {})[key] = [(f["path"], f["x"], f["y"], f["width"], f["height"]) for f in json.loads(frames)]
files = {}
for root, _, names in os.walk(folder):
    for name in names:
        path = os.path.join(root, name)
        rel = os.path.relpath(path, folder)
        if ".tmp-" in name or ".backup-" in name or name.startswith(".layoutreg-record.journal"):
            sys.exit(f"stray file left: {rel}")
        if not name.endswith(".baseline"):
            continue
        cases, key = {}, None
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            if not line or line.startswith("# "):
                continue
            if line.startswith("== "):
                key = line[3:]
                cases[key] = []
                continue
            # The table of strings and the approved findings are not frames.
            if line.startswith("$ ") or line.startswith("! "):
                continue
            # A case whose frames are those of a case before it in the file.
            if line.startswith("= "):
                cases[key] = list(cases[line[2:]])
                continue
            f = line.split("\t")
            cases[key].append((f[0], float(f[1]), float(f[2]), float(f[3]), float(f[4])))
        files[rel[: -len(".baseline")]] = cases
if set(files) != set(stored):
    sys.exit(f"scenarios differ: files only {sorted(set(files) - set(stored))[:3]}, database only {sorted(set(stored) - set(files))[:3]}")
for scenario, cases in files.items():
    if cases != stored[scenario]:
        sys.exit(f"{scenario}: file and database differ")
print(sum(len(c) for c in files.values()))
PY
}

approvals() { sqlite3 "$db" "SELECT count(*) FROM approvals" 2>/dev/null || echo 0; }

# A first record, then how long one that changes files takes (the font digests are cached
# by then, as in every later round).
use_variant A
"$bin" record --db "$db" --fixtures "$live" >/dev/null
use_variant B
start=$(date +%s%N)
"$bin" record --db "$db" --fixtures "$live" >/dev/null
duration_ms=$(( ($(date +%s%N) - start) / 1000000 ))
check >/dev/null
echo "one record: ${duration_ms} ms; $rounds rounds, seed $seed"

RANDOM=$seed
killed=0 finished=0 rolled_back=0 rolled_forward=0 journals=0 strays=0
state=B
for round in $(seq 1 "$rounds"); do
    # Always the other variant than the one approved: every record has files to change.
    next=$([[ $state == A ]] && echo B || echo A)
    use_variant "$next"
    before=$(approvals)
    if (( round % 2 == 0 )); then
        # Every other round aims at the record's last fifth, where the files move into place and
        # the approval commits: delays spread over the whole record seldom landed there.
        delay_ms=$(( duration_ms * 85 / 100 + RANDOM * duration_ms / 5 / 32767 ))
    else
        delay_ms=$(( RANDOM * duration_ms / 32767 ))
    fi
    "$bin" record --db "$db" --fixtures "$live" >/dev/null 2>"$work/record.err" &
    pid=$!
    sleep "$(( delay_ms / 1000 )).$(printf '%03d' $(( delay_ms % 1000 )))"
    # A process that has exited but is not yet reaped is a zombie (state Z): kill would succeed.
    process=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null || echo X)
    if [[ "$process" != Z && "$process" != X ]] && kill -9 "$pid" 2>/dev/null; then
        killed=$((killed + 1))
    else
        finished=$((finished + 1))
        wait "$pid" || { echo "round $round: record failed: $(cat "$work/record.err")"; exit 1; }
    fi
    wait "$pid" 2>/dev/null || true
    [[ -e "$live/Baselines/.layoutreg-record.journal" ]] && journals=$((journals + 1))
    if find "$live/Baselines" -name '*.baseline.tmp-*' -o -name '*.baseline.backup-*' 2>/dev/null | grep -q .; then strays=$((strays + 1)); fi
    "$bin" list --fixtures "$live" >/dev/null
    after=$(approvals); [[ -n "${CRASH_DEBUG:-}" ]] && echo "round $round next=$next delay=$delay_ms approved=$state before=$before after=$after"
    if [[ "$after" == "$before" ]]; then
        rolled_back=$((rolled_back + 1))
    else
        rolled_forward=$((rolled_forward + 1))
        state=$next
    fi
    if ! frames=$(check); then echo "round $round (killed after ${delay_ms} ms): FAILED"; exit 1; fi
done
echo "rounds: $rounds; killed: $killed; finished before the kill: $finished"
echo "after the kill: a journal left $journals times, stray temporary files $strays times"
echo "database unchanged (old files kept): $rolled_back; approval committed (new files): $rolled_forward"
echo "every round: integrity_check ok, no stray file after the next command, files and database agree ($frames frames at the end)"
