#!/usr/bin/env bash
# Fuzz the readers with a seeded mutator (Sources/layoutreg-fuzz): the JSON parser, the
# scenario reader (and a layout of what it reads), String Catalogs, .strings files and
# baseline files, each for SECONDS of wall time on one core.
#
# A crash stops the run and leaves its input in fuzz-crash-<target>-<seed>.bin; rerun the
# target with the same seed to reproduce it. The .stringsdict reader (a property list) is not
# fuzzed yet.
#
# Usage: scripts/fuzz.sh [SECONDS-PER-TARGET] [SEED]     (default 60 s, seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
seed=${2:-1}
swift build --product layoutreg-fuzz >/dev/null
bin="$(swift build --show-bin-path)/layoutreg-fuzz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A .strings seed: comments, escapes, a \U escape.
cat > "$work/Login.strings" <<'STRINGS'
/* Log in screen */
"login" = "Log in";
"forgot" = "I forgot my \"password\"\n";
// a line comment
"arrow" = "\U2192 next";
STRINGS
# A scenario with inline strings and most modifiers, beside the shipped seeds.
cat > "$work/inline.json" <<'JSON'
{"scenario": "fuzz/inline", "strings": {"en": {"k": "Log in"}, "de": {"k": "Anmelden"}},
 "matrix": {"containers": ["iPhoneSE3", {"name": "box", "width": 200, "height": 100, "scale": 2}], "locales": ["en", "ar"]},
 "tolerance": 0.5,
 "view": {"type": "HStack", "spacing": 4, "children": [
   {"type": "Text", "key": "k", "lineLimit": 2, "modifiers": [{"padding": {"edges": "horizontal", "length": 8}}, {"font": "title"}]},
   {"type": "Spacer", "minLength": 4},
   {"type": "Image", "width": 20, "height": 20, "resizable": true, "modifiers": [{"aspectRatio": 1.5}, {"frame": {"maxWidth": "infinity"}}]},
   {"type": "LazyVGrid", "columns": [{"fixed": 80}, {"flexible": {"minimum": 10, "maximum": 80}}, {"adaptive": {"minimum": 30}}],
    "children": [{"type": "Color", "modifiers": [{"offset": {"x": 2, "y": -3}}, {"layoutPriority": 1}, {"id": "cell"}]}]}]}}
JSON
mapfile -t json < <(find Fixtures -name '*.json' -o -name '*.xcstrings' | sort)
mapfile -t seeds < <(find Fixtures/seeds -name '*.json' | sort)
mapfile -t catalogs < <(find Fixtures -name '*.xcstrings' | sort)
# Five baseline files cut to their first 60 lines (a header and a few cases), so that an
# execution stays quick.
mapfile -t baselines < <(find Fixtures/Baselines -name '*.baseline' | sort | head -5)
for i in "${!baselines[@]}"; do head -60 "${baselines[$i]}" > "$work/seed-$i.baseline"; baselines[$i]="$work/seed-$i.baseline"; done
cd "$work"
"$bin" json "$seconds" "$seed" "${json[@]/#/$OLDPWD/}" "$work/inline.json"
"$bin" scenario "$seconds" "$seed" "${seeds[@]/#/$OLDPWD/}" "$work/inline.json"
"$bin" catalog "$seconds" "$seed" "${catalogs[@]/#/$OLDPWD/}"
"$bin" strings "$seconds" "$seed" "$work/Login.strings"
"$bin" baseline "$seconds" "$seed" "${baselines[@]}"
