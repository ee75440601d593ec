#!/usr/bin/env bash
# The main job: installs what is missing, builds layoutreg in release mode, and runs
# `layoutreg run` on the shipped fixtures. Extra arguments go to `layoutreg run`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product layoutreg
exec .build/release/layoutreg run "$@"
