#!/usr/bin/env bash
# Runs the Swift front end on every `struct X: View` of the .swift files under DIR (an app's
# sources, kept out of this repository): each must lay out (exit 0) or be refused with a
# located message (exit 2, `File.swift:LINE:COLUMN: …`), never crash or hang.
# Usage: scripts/swift-source-heldout.sh DIR [LAYOUTREG]
set -uo pipefail
dir=${1:?usage: scripts/swift-source-heldout.sh DIR [LAYOUTREG]}
bin=${2:-.build/debug/layoutreg}
laid=0 refused=0 bad=0
while IFS= read -r -d '' file; do
  for type in $(grep -oE 'struct [A-Za-z_][A-Za-z0-9_]*(<[^>]*>)?[[:space:]]*:[^{]*\bView\b' "$file" | sed -E 's/struct ([A-Za-z0-9_]+).*/\1/'); do
    err=$(timeout 20 "$bin" layout "$file" --view "$type" --format text 2>&1 >/dev/null)
    code=$?
    name=$(basename "$file")
    if [ "$code" -eq 0 ]; then
      laid=$((laid + 1)); echo "laid out  $name $type"
    elif [ "$code" -eq 2 ] && printf '%s' "$err" | grep -qE "$name:[0-9]+:[0-9]+: "; then
      refused=$((refused + 1)); echo "refused   $name $type: $(printf '%s' "$err" | grep -oE "$name:[0-9]+:[0-9]+: .{0,110}" | head -1)"
    else
      bad=$((bad + 1)); echo "BAD($code) $name $type: $(printf '%s' "$err" | head -3)"
    fi
  done
done < <(find "$dir" -name '*.swift' -print0 | sort -z)
echo "$laid laid out, $refused refused with a located message, $bad crashed, hung or unlocated"
[ "$bad" -eq 0 ]
