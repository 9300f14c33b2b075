#!/usr/bin/env bash
# Calyx comments under load (issue #14): one flower with 10,000 comments (a third of them replies) and
# 100,000 votes from 1,000 people. Over HTTP with wrk at 32 connections, the first page of its
# conversation (20 threads, each with its first 3 replies, in the default `interactions` order):
#   - anonymously, and signed in as one of the voters (whose own votes and mutes are read per request);
#   - the /health ceiling at the same 32 connections, for comparison.
# Target: p99 ≤ 20 ms on SQLite on this machine.
#
#   Benchmarks/calyx-comments/run.sh [SECONDS] [sqlite|postgres|both]     default 15 s per run, sqlite
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

work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-comments-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" CalyxCommentsBenchmark

run_backend() {
    local backend=$1 url=${2:-}
    local data="$work/$backend" log="$work/$backend.log"
    mkdir -p "$data"
    echo "==> $backend: seeding the conversation" >&2
    local flower
    flower=$("$bin/CalyxCommentsBenchmark" --data-dir "$data" ${url:+--database-url "$url"})
    env GREENHOUSE_RATE_LIMIT=off ${url:+DATABASE_URL=$url} "$bin/greenhouse" serve --dev-auth --port 0 --data-dir "$data" >"$log" 2>&1 &
    local server=$!
    local port
    port=$(wait_for_port "$log")
    local base="http://127.0.0.1:$port"
    local token
    token=$(dev_token "$base/calyx/v1" reader0001)
    local page="$base/calyx/v1/flowers/$flower/comments"
    local size
    size=$(curl -fsS "$page" | wc -c)
    echo "==> $backend: first page is $size bytes; measuring for ${duration}s each" >&2
    # A reader who muted someone gets a page of their own, built from the database every time.
    local muter
    muter=$(dev_token "$base/calyx/v1" reader0002)
    local muted
    muted=$(curl -fsS "$base/calyx/v1/users/username/reader0003" | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
    curl -fsS -X POST "$base/calyx/v1/users/$muted/mute" -H "Authorization: Bearer $muter" >/dev/null
    {
        wrk_measure "$backend first page, anonymous" "$page"
        wrk_measure "$backend first page, signed in (a voter)" "$page" -H "Authorization: Bearer $token"
        wrk_measure "$backend first page, newest first, signed in" "$page?sort=newest" -H "Authorization: Bearer $token"
        wrk_measure "$backend first page, a reader who muted someone" "$page" -H "Authorization: Bearer $muter"
        wrk_measure "$backend /health ceiling" "$base/health"
    } >"$work/$backend-results.txt"
    stop_server "$server"

    # The same pages with the shared page cache off: every request reads the database.
    env GREENHOUSE_RATE_LIMIT=off CALYX_COMMENT_CACHE=off ${url:+DATABASE_URL=$url} \
        "$bin/greenhouse" serve --port 0 --data-dir "$data" >"$log.uncached" 2>&1 &
    server=$!
    port=$(wait_for_port "$log.uncached")
    page="http://127.0.0.1:$port/calyx/v1/flowers/$flower/comments"
    {
        wrk_measure "$backend first page, anonymous, no page cache" "$page"
        wrk_measure "$backend first page, signed in, no page cache" "$page" -H "Authorization: Bearer $token"
    } >>"$work/$backend-results.txt"
    stop_server "$server"
}

cores=$(getconf _NPROCESSORS_ONLN)
echo "==> $(uname -sm), $cores cores; wrk -t$threads -c$connections -d${duration}s" >&2
run_backends "$backends"
echo
echo "Results (10,000 comments, 100,000 votes from 1,000 people; $connections connections; ${duration}s per run; $cores cores shared by wrk and the server):"
cat "$work"/*-results.txt
