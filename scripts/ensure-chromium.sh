#!/usr/bin/env bash
# Makes sure the Playwright journeys have a Chromium: CHROMIUM_PATH when set (macOS, another
# distribution), else Debian's at /usr/bin/chromium, installed if missing. Playwright never downloads
# its own browser here: playwright.config.ts points at the same path.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$CHROMIUM" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM is not an executable." >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium not found at $CHROMIUM; installing the Debian package."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      SUDO="sudo"
    else
      echo "Not root and no sudo: run 'apt-get install -y chromium' as root." >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
fi

"$CHROMIUM" --version
