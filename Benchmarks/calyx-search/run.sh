#!/usr/bin/env bash
# Calyx search on the 100,000-flower synthetic catalog (issue #5), for SQLite and PostgreSQL:
#   1. the database's time per search and autocomplete, called directly (no HTTP), ranking every
#      search afresh (what a query nobody asked recently costs);
#   2. over HTTP with wrk at 32 connections: search and autocomplete p50/p99 and requests/s, for a
#      mix of real queries (searches.txt, suggestions.txt), with the server's caches as deployed (a
#      repeated anonymous query is answered from the bytes of its answer of the last 3 s), with only
#      that response cache off (CALYX_RESPONSE_CACHE=off: what a signed-in search, or a query nobody
#      asked in the last 3 s, costs once ranked), and with every search cache off (CALYX_SEARCH_CACHE=off);
#   3. the /health ceiling at the same 32 connections, and search's and suggest's requests/s as a
#      share of it (the machine's speed cancels out of the ratio);
#   4. at a fixed offered load (FIXED_RATE requests/s, default 1,000, with hey), where p99 is the
#      server's and not the closed loop's queue: a name search, a colour word, an autocomplete prefix.
#
#   Benchmarks/calyx-search/run.sh [SECONDS] [sqlite|postgres|both]     default 15 s per run, both
#
# wrk and the server share this machine's cores, so the figures are a floor for a dedicated host.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=Benchmarks/calyx-search
duration=${1:-15}
backends=${2:-both}
connections=32
threads=2
# A server just started ranks each query once and runs its first background jobs: on a slow machine
# 3 s left that in the measured run (search p99 290 ms over 10 s behind the response cache, 16 ms once
# warm), so each run warms up for 10 s.
warmup=10
fixed_rate=${FIXED_RATE:-1000}

source Benchmarks/wrk.sh
ensure_wrk
ensure_hey

work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-search-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" CalyxSearchBenchmark

wrk_query_script "$here/searches.txt" "/calyx/v1/flowers/search?query=" >"$work/search.lua"
wrk_query_script "$here/suggestions.txt" "/calyx/v1/flowers/suggest?query=" >"$work/suggest.lua"

measure() {
    local label=$1 port=$2 script=$3 path=$4
    wrk_measure "$label" "http://127.0.0.1:$port$path" ${script:+-s "$script"}
}

serve() {
    local data=$1 log=$2
    shift 2
    env GREENHOUSE_RATE_LIMIT=off "$@" "$bin/greenhouse" serve --port 0 --data-dir "$data" >"$log" 2>&1 &
    echo $!
}

run_backend() {
    local backend=$1 url=${2:-}
    local data="$work/$backend"
    mkdir -p "$data"
    echo "==> $backend: preparing the catalog (330 curated + 100,000 synthetic flowers)" >&2
    "$bin/CalyxSearchBenchmark" --data-dir "$data" ${url:+--database-url "$url"} \
        --searches "$here/searches.txt" --suggestions "$here/suggestions.txt" >"$work/$backend-db.txt"
    local results=("$(cat "$work/$backend-db.txt")")
    for cache in on responses-off off; do
        local log="$work/$backend-$cache.log" server port
        local settings=(CALYX_SEARCH_CACHE=on)
        [[ $cache == off ]] && settings=(CALYX_SEARCH_CACHE=off)
        [[ $cache == responses-off ]] && settings=(CALYX_RESPONSE_CACHE=off)
        server=$(serve "$data" "$log" ${url:+DATABASE_URL=$url} "${settings[@]}")
        port=$(wait_for_port "$log")
        echo "==> $backend, caches $cache: measuring for ${duration}s each" >&2
        results+=("$(measure "$backend search (cache $cache)" "$port" "$work/search.lua" /)")
        if [[ $cache == responses-off ]]; then
            local search=${results[-1]} suggest health
            suggest=$(measure "$backend suggest (cache $cache)" "$port" "$work/suggest.lua" /)
            health=$(measure "$backend /health ceiling (cache $cache)" "$port" "" /health)
            results+=("$suggest" "$health" "$(share "$backend search (cache $cache)" "$search" "$health")"
                      "$(share "$backend suggest (cache $cache)" "$suggest" "$health")")
        fi
        if [[ $cache == on ]]; then
            local search=${results[-1]} suggest health
            suggest=$(measure "$backend suggest" "$port" "$work/suggest.lua" /)
            health=$(measure "$backend /health ceiling" "$port" "" /health)
            results+=("$suggest" "$health" "$(share "$backend search" "$search" "$health")" "$(share "$backend suggest" "$suggest" "$health")")
            echo "==> $backend: ${fixed_rate} requests/s offered at a constant pace, ${duration}s each" >&2
            local api="http://127.0.0.1:$port/calyx/v1/flowers"
            results+=("$(hey_measure "$backend search 'rose' at ${fixed_rate}/s" "$fixed_rate" "$api/search?query=rose")")
            results+=("$(hey_measure "$backend search 'red' at ${fixed_rate}/s" "$fixed_rate" "$api/search?query=red")")
            results+=("$(hey_measure "$backend suggest 'ro' at ${fixed_rate}/s" "$fixed_rate" "$api/suggest?query=ro")")
            results+=("$(hey_measure "$backend /health at ${fixed_rate}/s" "$fixed_rate" "http://127.0.0.1:$port/health")")
        fi
        stop_server "$server"
    done
    printf '%s\n' "${results[@]}" >"$work/$backend-results.txt"
}

# "LABEL  x.xx of /health" from two measure lines: the requests/s of the first over the second's.
share() {
    local label=$1
    python3 -c "import sys; a, b = (float(l.split('req/s')[0].split()[-1]) for l in sys.argv[1:3]); print('%-48s %10.2f of the /health ceiling' % (sys.argv[3], a / b))" \
        "$2" "$3" "$label"
}

cores=$(getconf _NPROCESSORS_ONLN)
echo "==> $(uname -sm), $cores cores; wrk -t$threads -c$connections -d${duration}s" >&2
export here fixed_rate
run_backends "$backends" measure serve share
echo
echo "Results (100,330 flowers; $connections connections; ${duration}s per HTTP run; $cores cores shared by wrk and the server):"
cat "$work"/*-results.txt
