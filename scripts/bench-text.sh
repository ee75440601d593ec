#!/usr/bin/env bash
# Text measurer throughput: strings laid out per second, cold and cached, in release mode.
# Usage: scripts/bench-text.sh [--rounds N] [--fonts DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
swift build -c release --product layoutreg-bench
.build/release/layoutreg-bench text "$@"
