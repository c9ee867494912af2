#!/usr/bin/env bash
# `npm test`: build everything, type-check, run the Jest projects (libs, API unit + e2e on a fresh PostgreSQL,
# docker-compose validation, Nx affected) and the Playwright browser tests of the composed site in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_DAEMON=false

# Playwright cannot download browsers here: use Debian's Chromium, installed when missing.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the browser tests..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

mkdir -p test-results
node node_modules/nx/dist/bin/nx.js run-many -t build typecheck --output-style=static

status=0
node node_modules/jest/bin/jest.js --ci --json --outputFile=test-results/jest.json || status=$?

E2E_DATA_DIR=$(mktemp -d -t cci-e2e-XXXXXX)
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
node node_modules/@playwright/test/cli.js test -c e2e/playwright.config.ts || status=$?

node scripts/test-summary.mjs test-results/jest.json test-results/playwright.json
exit $status
