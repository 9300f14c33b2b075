#!/usr/bin/env bash
# The Gifter app's client path (issue #19), against one 120 Hz frame (8.3 ms) on this machine:
#   - decoding a 50-item recommendations page (real JSON from the server) through the generated client,
#     and decoding plus mapping it into RecommendationsModel;
#   - Home's model work without rendering: a whole load(), opening from the phone's copy, the words shown.
# Starts a throwaway SQLite server (the sample catalogue, dev sign-in) and runs GifterClientBenchmark.
#
#   Benchmarks/gifter-client/run.sh [RUNS]        default 300 timed runs per measurement
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-300}

source Benchmarks/wrk.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/gifter-client-bench.XXXXXX")
server=""
cleanup() {
    if [[ -n $server ]]; then stop_server "$server"; fi
    rm -rf "$work"
}
trap cleanup EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" GifterClientBenchmark

GREENHOUSE_RATE_LIMIT=off GIFTER_SAMPLE_CATALOG=on "$bin/greenhouse" serve --app gifter --dev-auth --port 0 --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
port=$(wait_for_port "$work/server.log")
"$bin/GifterClientBenchmark" --server "http://127.0.0.1:$port/gifter/v1" --runs "$runs"
