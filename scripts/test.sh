#!/usr/bin/env bash
# `npm test`: build everything, type-check, lint and check formatting, run the Jest projects (libs, API unit + e2e on a fresh PostgreSQL,
# docker-compose validation, Nx affected) and the Playwright browser tests of the composed site in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_DAEMON=false

SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
APT_UPDATED=""
apt_install() {
  [ -n "$APT_UPDATED" ] || { $SUDO apt-get update -qq; APT_UPDATED=1; }
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

# Playwright cannot download browsers here: use Debian's Chromium, installed when missing.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the browser tests..."
  apt_install chromium
fi

# The cluster test (api/test/cluster.e2e-spec.ts) runs the compose gateway's config on Debian's nginx, installed
# when missing. Only the binary is wanted: no nginx service is left running on port 80 (a policy-rc.d that
# refuses service starts, for the install only, when the system has none).
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  echo "Installing Debian's nginx for the cluster test..."
  if [ -e /usr/sbin/policy-rc.d ]; then
    apt_install nginx
  else
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    status=0; apt_install nginx || status=$?
    $SUDO rm -f /usr/sbin/policy-rc.d
    [ "$status" -eq 0 ] || exit "$status"
  fi
fi

mkdir -p test-results
# The time of each phase, printed at the end (issue 25 reports them).
phases=(); phase_start=$SECONDS
phase_done() { phases+=("$1=$((SECONDS - phase_start))s"); phase_start=$SECONDS; }
# Node 24, the project's own (the `node` dev dependency is first on npm scripts' PATH) where the system Node is older.
echo "Node $(node -v)"
node node_modules/nx/dist/bin/nx.js run-many -t build typecheck --output-style=static
phase_done build

status=0
# Lint (typescript-eslint, React hooks, project and feature boundaries, import cycles; eslint.config.mjs) and the
# Prettier check count as tests: a failure fails the run and the summary.
checks=()
for check in lint format:check; do
  if npm run --silent "$check"; then checks+=("$check=passed"); else checks+=("$check=failed"); status=1; fi
done
phase_done lint

# Both cores (Jest's default on 2 cores is 1 worker): each API e2e file has its own database on the one embedded
# PostgreSQL of api/test/global-setup.ts, so files run side by side.
node node_modules/jest/bin/jest.js --ci --maxWorkers=2 --json --outputFile=test-results/jest.json || status=$?
phase_done jest

E2E_DATA_DIR=$(mktemp -d -t cci-e2e-XXXXXX)
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
node node_modules/@playwright/test/cli.js test -c e2e/playwright.config.ts || status=$?
phase_done playwright

node scripts/test-summary.mjs test-results/jest.json test-results/playwright.json "${checks[@]}"
echo "Phases: ${phases[*]}"
exit $status
