#!/usr/bin/env bash
# What the tests need outside npm: a Chromium (the Playwright journeys; CHROMIUM_PATH, or Debian's)
# and redis-server (the gateway's Redis tests). Each is installed only when missing.
set -euo pipefail
cd "$(dirname "$0")"
bash ./ensure-chromium.sh
bash ./ensure-redis.sh
