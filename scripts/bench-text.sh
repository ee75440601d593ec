#!/usr/bin/env bash
# Text measurer throughput: strings laid out per second and nanoseconds per character, cold
# and cached, in release mode.
#
# Usage: scripts/bench-text.sh [--rounds N] [--fonts DIR] [--before REV]
#
# --before REV also builds the benchmark at commit REV (in a temporary git worktree, with that
# commit's own fonts) and runs both, the older first, on the same strings, then prints their
# per-character figures side by side. A commit whose benchmark prints only strings per second
# (before the per-character figures were added) gets them from this one's character count: the
# 40 strings have not changed since the benchmark was written.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh

before=""
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --before) before="${2:?--before needs a commit}"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

swift build -c release --product layoutreg-bench
if [ -z "$before" ]; then
  exec .build/release/layoutreg-bench text "${args[@]+"${args[@]}"}"
fi

old="$(mktemp -d "${TMPDIR:-/tmp}/layoutreg-bench-before.XXXXXX")"
cleanup() { git worktree remove --force "$old" >/dev/null 2>&1 || rm -rf "$old"; }
trap cleanup EXIT
git worktree add --detach "$old" "$before" >/dev/null
(cd "$old" && { [ ! -x scripts/setup.sh ] || bash scripts/setup.sh; } && swift build -c release --product layoutreg-bench)

echo "== before: $(git rev-parse --short "$before")"
before_out="$("$old/.build/release/layoutreg-bench" text "${args[@]+"${args[@]}"}")"
echo "$before_out"
echo "== after: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo ' + working tree')"
after_out="$(.build/release/layoutreg-bench text "${args[@]+"${args[@]}"}")"
echo "$after_out"

python3 - "$before_out" "$after_out" <<'PY'
import re, sys
before, after = sys.argv[1], sys.argv[2]
layouts = int(re.search(r"= (\d+) layouts", after).group(1))
chars = int(re.search(r"(\d+) characters per round", after).group(1))
modes = [("cold", "cold"), ("shaped runs cached", "shaped runs cached"), ("cached", "cached (one warm")]
def rate(text, key):
    m = re.search(re.escape(key) + r"[^:]*:\s+(\d+) strings/s", text)
    return int(m.group(1)) if m else None
def ns(rate):
    return 1e9 * layouts / (rate * chars)
print()
print("| ns per character | before | after | after / before |")
print("|---|---|---|---|")
for name, key in modes:
    b, a = rate(before, key), rate(after, key)
    print(f"| {name} | {ns(b):.1f} | {ns(a):.1f} | {ns(a) / ns(b):.2f}× |")
PY
