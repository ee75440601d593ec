#!/usr/bin/env bash
# Layout engine cost per node, on one core, in release mode: one large tree, many small trees,
# and nested stacks of doubling depth (the cost per node must stay flat as depth doubles).
#
# By default it prints both modes, one after the other:
#   prepared: each tree built once, layouts timed, as `layoutreg run` lays out a scenario's
#             cases (the figure the 300 ns per node aim of issue #2 is about);
#   whole:    building the tree from the view description timed with every layout.
# --prepared or --whole prints only that one. See docs/benchmarks.md for what each includes.
# Usage: scripts/bench-engine.sh [--prepared|--whole] [--rounds N] [--trees large,small,chains] [--depths 10,20,40,80] [--distinct 10000]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
modes=(prepared whole)
arguments=()
for argument in "$@"; do
  case "$argument" in
    --prepared) modes=(prepared) ;;
    --whole) modes=(whole) ;;
    *) arguments+=("$argument") ;;
  esac
done
bash scripts/setup.sh
swift build -c release --product layoutreg-bench
for mode in "${modes[@]}"; do
  if [ "$mode" = prepared ]; then
    .build/release/layoutreg-bench engine --prepared ${arguments[@]+"${arguments[@]}"}
  else
    .build/release/layoutreg-bench engine ${arguments[@]+"${arguments[@]}"}
  fi
done
