#!/usr/bin/env bash
# Makes sure Debian's redis-server is on PATH for the gateway's Redis tests and `bench:gateway`: the
# tests start their own server on a free loopback port (nothing saved to disk) and stop it.
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "redis-server not found; installing the Debian package."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      SUDO="sudo"
    else
      echo "Not root and no sudo: run 'apt-get install -y redis-server' as root." >&2
      exit 1
    fi
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server
  # The package starts a system service on 6379; the tests never use it, so leave it as Debian set it.
fi

redis-server --version
