#!/usr/bin/env bash
# Installs the system libraries layoutreg builds against (Debian packages).
# Safe to run again: it does nothing when everything is already installed.
set -euo pipefail

packages=(
  pkg-config
  libsqlite3-dev sqlite3      # the store (systemLibrary CSQLite) and the sqlite3 shell for history queries
  libharfbuzz-dev             # text shaping
  libicu-dev                  # ICU: line breaking (UAX #14 with dictionaries), plural rules
  libssl-dev                  # libcrypto's SHA-256 (systemLibrary CCrypto)
)
# The HTML report's browser test (scripts/browser-test.sh) needs a headless browser; nothing
# else does, so it is installed only when asked for.
# scripts/bench.sh (and CI's instruction-count guard) count instructions with valgrind:
# installed with --bench.
for option in "$@"; do
  case "$option" in
    --browser) packages+=(chromium) ;;
    --bench) packages+=(valgrind binutils) ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
