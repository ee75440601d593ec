#!/usr/bin/env bash
# Layout engine cost per node, on one core, in release mode: one large tree, many small trees,
# and nested stacks of doubling depth (the cost per node must stay flat as depth doubles).
# Usage: scripts/bench-engine.sh [--rounds N] [--prepared] [--trees large,small,chains] [--depths 10,20,40,80] [--distinct 10000]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
swift build -c release --product layoutreg-bench
.build/release/layoutreg-bench engine "$@"
