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

if ! command -v wrk >/dev/null; then
    echo "==> installing wrk" >&2
    sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq wrk >/dev/null
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-comments-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
swift build -c release --product greenhouse >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
swift build -c release --product CalyxCommentsBenchmark >>"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin="$(swift build -c release --show-bin-path)"

measure() {
    local label=$1 url=$2 token=${3:-}
    local header=()
    [[ -n "$token" ]] && header=(-H "Authorization: Bearer $token")
    wrk -t$threads -c$connections -d3s "${header[@]}" "$url" >/dev/null
    local output rps p50 p99 errors
    output=$(wrk -t$threads -c$connections -d"${duration}s" --latency "${header[@]}" "$url")
    rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$output")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$output")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$output")
    errors=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<<"$output")
    printf '%-48s %10s req/s   p50 %-9s p99 %-9s %s\n' "$label" "$rps" "$p50" "$p99" "${errors:+($errors non-2xx!)}"
}

wait_port() {
    local log=$1 port=""
    for _ in $(seq 1 300); do
        port=$(sed -n 's/.*is serving on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$log" | head -n 1)
        [[ -n "$port" ]] && { echo "$port"; return; }
        sleep 0.1
    done
    echo "server did not start:" >&2; cat "$log" >&2; exit 1
}

stop() {
    local pid=$1
    kill "$pid" 2>/dev/null || return 0
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
}

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
    port=$(wait_port "$log")
    local base="http://127.0.0.1:$port"
    local token
    token=$(curl -fsS -X POST "$base/calyx/v1/auth/dev" -H 'Content-Type: application/json' -d '{"name":"reader0001"}' \
        | python3 -c 'import json, sys; print(json.load(sys.stdin)["accessToken"])')
    local page="$base/calyx/v1/flowers/$flower/comments"
    local size
    size=$(curl -fsS "$page" | wc -c)
    echo "==> $backend: first page is $size bytes; measuring for ${duration}s each" >&2
    {
        measure "$backend first page, anonymous" "$page"
        measure "$backend first page, signed in (a voter)" "$page" "$token"
        measure "$backend first page, newest first, signed in" "$page?sort=newest" "$token"
        measure "$backend /health ceiling" "$base/health"
    } >"$work/$backend-results.txt"
    stop "$server"
}

cores=$(getconf _NPROCESSORS_ONLN)
echo "==> $(uname -sm), $cores cores; wrk -t$threads -c$connections -d${duration}s" >&2
if [[ $backends == both || $backends == sqlite ]]; then run_backend sqlite; fi
if [[ $backends == both || $backends == postgres ]]; then
    scripts/with-postgres.sh bash -c "$(declare -f run_backend measure wait_port stop); \
        bin='$bin' work='$work' duration=$duration connections=$connections threads=$threads; \
        run_backend postgres \"\$GREENHOUSE_TEST_POSTGRES_URL\""
fi
echo
echo "Results (10,000 comments, 100,000 votes from 1,000 people; $connections connections; ${duration}s per run; $cores cores shared by wrk and the server):"
cat "$work"/*-results.txt
