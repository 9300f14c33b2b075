#!/usr/bin/env bash
# Calyx's home feed under load (issue #17): a community of 10,000 people with 1,000,000 likes and saves
# (50 + 50 each, tastes clustered over a 20,330-flower catalogue), 200,000 follows and a public
# collection each; the measured person follows 200 of them. Over HTTP with wrk at 32 connections:
#   - that person's feed, first page and the page after it (following + similar tastes + trending, 60/30/10);
#   - a newcomer's feed (no follows, no taste yet: trending fills it), trending of the day, Explore;
#   - the /health ceiling at the same 32 connections, for comparison.
# Target: p99 ≤ 40 ms for the feed on this machine. The seeder also times the trending and
# taste-neighbour jobs once over the same data (they run in the background every 5 and 30 minutes;
# the server here runs with CALYX_JOBS=off so that neither lands inside a measurement).
#
#   Benchmarks/calyx-feed/run.sh [SECONDS] [sqlite|postgres|both]     default 15 s per run, sqlite
#
# wrk and the server share this machine's cores, so the figures are a floor for a dedicated host.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-15}
backends=${2:-sqlite}
connections=32
threads=2

source Benchmarks/wrk.sh
ensure_wrk

work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-feed-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" CalyxFeedBenchmark

run_backend() {
    local backend=$1 url=${2:-}
    local data="$work/$backend" log="$work/$backend.log"
    mkdir -p "$data"
    echo "==> $backend: seeding the community" >&2
    local viewer
    viewer=$("$bin/CalyxFeedBenchmark" --data-dir "$data" ${url:+--database-url "$url"} 2> >(tee "$work/$backend-seed.log" >&2))
    env GREENHOUSE_RATE_LIMIT=off CALYX_JOBS=off ${url:+DATABASE_URL=$url} \
        "$bin/greenhouse" serve --dev-auth --port 0 --data-dir "$data" >"$log" 2>&1 &
    local server=$!
    local port
    port=$(wait_for_port "$log")
    local base="http://127.0.0.1:$port/calyx/v1"
    local token newcomer
    token=$(dev_token "$base" "$viewer")
    newcomer=$(dev_token "$base" "newcomer")
    local auth=(-H "Authorization: Bearer $token")
    # What the first page holds, and the cursor of the second.
    local cursor
    cursor=$(curl -fsS "$base/flowers/feed" "${auth[@]}" | python3 -c '
import json, sys
page = json.load(sys.stdin)
sources = {}
for item in page["items"]:
    sources[item["source"]] = sources.get(item["source"], 0) + 1
count = len(page["items"])
print(f"==> first page: {count} items by source {sources}", file=sys.stderr)
print(page.get("nextCursor", ""))')
    echo "==> $backend: measuring for ${duration}s each" >&2
    {
        wrk_measure "$backend feed, following 200: first page" "$base/flowers/feed" "${auth[@]}"
        wrk_measure "$backend feed, following 200: second page" "$base/flowers/feed?cursor=$cursor" "${auth[@]}"
        wrk_measure "$backend feed, a newcomer (empty state)" "$base/flowers/feed" -H "Authorization: Bearer $newcomer"
        wrk_measure "$backend trending today, signed in" "$base/flowers/trending?window=day" "${auth[@]}"
        wrk_measure "$backend explore, signed in" "$base/explore" "${auth[@]}"
        wrk_measure "$backend /health ceiling" "http://127.0.0.1:$port/health"
    } >"$work/$backend-results.txt"
    grep '^==> job:' "$work/$backend-seed.log" | sed "s/^==> job:/$backend job:/" >>"$work/$backend-results.txt"
    stop_server "$server"
}

cores=$(getconf _NPROCESSORS_ONLN)
echo "==> $(uname -sm), $cores cores; wrk -t$threads -c$connections -d${duration}s" >&2
run_backends "$backends"
echo
echo "Results (10,000 people, 1,000,000 likes and saves, the viewer following 200; $connections connections; ${duration}s per run; $cores cores shared by wrk and the server):"
cat "$work"/*-results.txt
