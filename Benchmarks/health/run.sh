#!/usr/bin/env bash
# The framework ceiling: how fast a release build of `greenhouse serve` answers /health with wrk at
# 64 connections, and, for comparison, a 404 problem from an app route (full middleware: request ID,
# access log line, metrics, problem+json). Later endpoints are compared with these numbers.
#
#   Benchmarks/health/run.sh [SECONDS]      default 15 s per target
#
# wrk and the server share this machine's cores, so the figures are a floor for a dedicated host.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-15}
connections=64
threads=2

if ! command -v wrk >/dev/null; then
    echo "==> installing wrk"
    if [[ "$(uname -s)" == Darwin ]]; then brew install wrk; else
        sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
        "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq wrk >/dev/null
    fi
fi

data=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-bench.XXXXXX")
echo "==> building greenhouse (release; the first build takes several minutes)" >&2
swift build -c release --product greenhouse >"$data/build.log" 2>&1 || { cat "$data/build.log" >&2; exit 1; }
binary="$(swift build -c release --show-bin-path)/greenhouse"

log="$data/server.log"
"$binary" serve --port 0 --data-dir "$data" >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT

port=""
for _ in $(seq 1 100); do
    port=$(sed -n 's/.*is serving on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$log" | head -n 1)
    [[ -n "$port" ]] && break
    sleep 0.1
done
[[ -n "$port" ]] || { echo "server did not start:"; cat "$log"; exit 1; }

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu)
echo "==> $(uname -sm), $cores cores; wrk -t$threads -c$connections -d${duration}s; server on port $port" >&2

measure() {
    local label=$1 path=$2
    echo "==> warming up $path" >&2
    wrk -t$threads -c$connections -d3s "http://127.0.0.1:$port$path" >/dev/null
    echo "==> measuring $path for ${duration}s" >&2
    local output
    output=$(wrk -t$threads -c$connections -d"${duration}s" --latency "http://127.0.0.1:$port$path")
    local rps p50 p99 errors
    rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$output")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$output")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$output")
    errors=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<<"$output")
    printf '%-34s %12s req/s   p50 %-9s p99 %-9s %s\n' "$label" "$rps" "$p50" "$p99" "${errors:+($errors non-2xx, expected for 404)}"
}

health=$(measure "GET /health" "/health")
missing=$(measure "GET /calyx/v1/missing (404 problem)" "/calyx/v1/missing")
echo
echo "Results ($connections connections, ${duration}s each):"
echo "$health"
echo "$missing"
