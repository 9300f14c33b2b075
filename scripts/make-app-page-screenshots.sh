#!/usr/bin/env bash
# make-app-page-screenshots.sh [OUT_DIR]
#
# Screenshots of the apps' web pages (/<app>/, /<app>/privacy, /<app>/terms, /<app>/support) as a phone's
# browser shows them, for the README: starts `greenhouse serve` on a scratch data directory with an
# example operator's configuration, and has headless Chromium capture each page at an iPhone's
# 390 × 844 points, in light and in dark mode (`prefers-color-scheme`), side by side in one picture.
#
# Requirements: a built .build/debug/greenhouse (or GREENHOUSE_BIN), chromium, vips, curl.
# Default output: docs/images/app-pages-<app>-<page>.png (780 × 844: light on the left, dark on the right)
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/docs/images}"
bin="${GREENHOUSE_BIN:-$root/.build/debug/greenhouse}"
work="$(mktemp -d)"
server=""
cleanup() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi; rm -rf "$work"; }
trap cleanup EXIT

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
# An example operator, so the pictures show the pages filled in; Couples alone is the quickest backend to start.
GREENHOUSE_LEGAL_ENTITY="Example Gardens Ltd" GREENHOUSE_CONTACT_EMAIL="help@example.org" GREENHOUSE_JURISDICTION="England and Wales" \
  "$bin" serve --app couples --data-dir "$work/data" --port "$port" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$port/health" >/dev/null || { cat "$work/server.log"; exit 1; }

shoot() { # URL SCHEME FILE
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --no-default-browser-check \
    --hide-scrollbars --force-device-scale-factor=1 --window-size=390,844 --virtual-time-budget=5000 \
    --user-data-dir="$work/profile-$2" --blink-settings=preferredColorScheme="$([ "$2" = dark ] && echo 0 || echo 1)" \
    --screenshot="$3" "$1" 2>/dev/null
}

mkdir -p "$out"
for page in "${@:2}" ${PAGES:-calyx/ couples/privacy dandelion/privacy gifter/terms planttracker/support}; do
  name="app-pages-$(echo "$page" | tr '/' '-' | sed 's/-$//')"
  echo "screenshot /$page"
  shoot "http://127.0.0.1:$port/$page" light "$work/$name-light.png"
  shoot "http://127.0.0.1:$port/$page" dark "$work/$name-dark.png"
  vips arrayjoin "$work/$name-light.png $work/$name-dark.png" "$out/$name.png[strip,compression=9]" --across 2
done
