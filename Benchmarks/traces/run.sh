#!/usr/bin/env bash
# What tracing costs: /health and a Calyx search with wrk at 32 connections, on one server build in
# three modes:
#   off        no OTEL_EXPORTER_OTLP_ENDPOINT: nothing bootstrapped, no span made (the default);
#   sampled 0  spans made and propagated but none kept (OTEL_TRACES_SAMPLER=traceidratio, ARG=0);
#   sampled 1  every span kept and exported over OTLP/HTTP (traceidratio 1.0) to a local sink
#              (otlp-sink.py, which answers 200 and counts what it got).
# The search runs with CALYX_SEARCH_CACHE=off, so every request reads the database and so makes its SQL
# spans (about one per statement), the most a read makes; the queries rotate through
# Benchmarks/calyx-search/searches.txt, anonymously.
#
#   Benchmarks/traces/run.sh [SECONDS] [ROUNDS]   default 15 s per run (after a 10 s warm-up), 2 rounds
#
# The modes run in turn, round after round (off, 0, 1, off, 0, 1…), each on a server started afresh, so a
# drift of the machine's speed (another build, another test run) shows as rounds that disagree rather than
# as a mode that looks dearer.
#   BUILD=debug Benchmarks/traces/run.sh    the debug build instead of a release one (says so)
#
# wrk, the sink and the server share this machine's cores, so the figures are a floor for a dedicated
# host; compare the modes with each other, not with other machines.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-15}
rounds=${2:-2}
connections=32
threads=2
warmup=10
build=${BUILD:-release}

source Benchmarks/wrk.sh
ensure_wrk

work=$(mktemp -d "${TMPDIR:-/tmp}/traces-bench.XXXXXX")
sink_pid=""
trap '[[ -n $sink_pid ]] && kill $sink_pid 2>/dev/null; rm -rf "$work"' EXIT
if [[ $build == release ]]; then
    echo "==> building greenhouse (release; the first build takes several minutes)" >&2
    build_release "$work/build.log"
else
    echo "==> building greenhouse (debug)" >&2
    swift build --product greenhouse >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
    bin="$(swift build --show-bin-path)"
fi
wrk_query_script Benchmarks/calyx-search/searches.txt "/calyx/v1/flowers/search?query=" >"$work/search.lua"

serve() {
    local log=$1
    shift
    env GREENHOUSE_RATE_LIMIT=off CALYX_SEARCH_CACHE=off "$@" "$bin/greenhouse" serve --app calyx --port 0 --data-dir "$work/data" >"$log" 2>&1 &
    echo $!
}

# The catalog is imported once, by a first start, so every mode starts on the same database; it runs a
# while so its background jobs' first runs (rankings) are done and not in the first measured mode.
log="$work/prepare.log"
server=$(serve "$log")
wait_for_port "$log" >/dev/null
sleep 20
stop_server "$server"

results=()
for round in $(seq 1 "$rounds"); do
for mode in off sampled-0 sampled-1; do
    settings=()
    sink_log="$work/sink-$mode.log"
    if [[ $mode != off ]]; then
        python3 Benchmarks/traces/otlp-sink.py "$work/sink-port" >"$sink_log" &
        sink_pid=$!
        for _ in $(seq 1 100); do [[ -s "$work/sink-port" ]] && break; sleep 0.05; done
        ratio=${mode#sampled-}
        settings=(OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$(cat "$work/sink-port")"
                  OTEL_TRACES_SAMPLER=traceidratio OTEL_TRACES_SAMPLER_ARG="$ratio")
    fi
    log="$work/server-$mode.log"
    server=$(serve "$log" "${settings[@]}")
    port=$(wait_for_port "$log")
    echo "==> round $round, tracing $mode: measuring for ${duration}s each" >&2
    results+=("$(wrk_measure "$round: tracing $mode  GET /health" "http://127.0.0.1:$port/health")")
    results+=("$(wrk_measure "$round: tracing $mode  GET /calyx/v1/flowers/search" "http://127.0.0.1:$port/" -s "$work/search.lua")")
    stop_server "$server"
    if [[ -n $sink_pid ]]; then
        kill "$sink_pid"
        wait "$sink_pid" 2>/dev/null || true
        sink_pid=""
        rm -f "$work/sink-port"
        results+=("$(printf '%-48s %s' "$round:   the sink got (after the flush on SIGTERM)" "$(cat "$sink_log")")")
    fi
done
done

echo
echo "Results ($connections connections, ${duration}s each after ${warmup}s, $rounds rounds, $(getconf _NPROCESSORS_ONLN) cores, $build build):"
printf '%s\n' "${results[@]}"
