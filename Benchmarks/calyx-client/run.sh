#!/usr/bin/env bash
# The Calyx app's client path (issue #18), against one 120 Hz frame (8.3 ms) on this machine:
#   - decoding a 100-card search page (real JSON from a seeded server) through the generated client,
#     and decoding plus mapping a search into CatalogSearchModel;
#   - a cold read of the Saved tab with 2,000 saved flowers (the store opened afresh each time), and
#     the Saved model built from it.
# Seeds a throwaway SQLite server (330 illustrated species), starts it with dev sign-in, runs
# CalyxClientBenchmark against it.
#
#   Benchmarks/calyx-client/run.sh [RUNS]        default 300 timed runs per measurement
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-300}

source Benchmarks/wrk.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-client-bench.XXXXXX")
server=""
cleanup() {
    if [[ -n $server ]]; then stop_server "$server"; fi
    rm -rf "$work"
}
trap cleanup EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" CalyxClientBenchmark

echo "==> seeding the catalog and drawing its illustrations" >&2
"$bin/greenhouse" seed --app calyx --data-dir "$work/data" >"$work/seed.log" 2>&1 || { cat "$work/seed.log" >&2; exit 1; }
GREENHOUSE_RATE_LIMIT=off CALYX_JOBS=off "$bin/greenhouse" serve --dev-auth --port 0 --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
port=$(wait_for_port "$work/server.log")
"$bin/CalyxClientBenchmark" --server "http://127.0.0.1:$port/calyx/v1" --runs "$runs"
