#!/usr/bin/env bash
# Calyx search over HTTP on PostgreSQL with every search cache off (a query nobody asked before), at
# several sizes of the app's connection pool (`pool_max_conns`), each beside `/health` (issue 46: the
# pool sized by measurement). The catalog (330 curated + 100,000 synthetic flowers) is prepared once by
# CalyxSearchBenchmark in DATA_DIR and the database, and kept for later runs.
#
#   Benchmarks/calyx-search/pool-sizes.sh DATA_DIR DATABASE_URL ["4 8 20 32"] [SECONDS]
#
# wrk and the server (and here PostgreSQL) share this machine's cores, so the figures are a floor.
set -euo pipefail
cd "$(dirname "$0")/../.."
if (($# < 2)); then sed -n '2,7p' "$0" >&2; exit 2; fi
data=$1 url=$2 sizes=${3:-4 8 20 32} duration=${4:-15}
here=Benchmarks/calyx-search
connections=32 threads=2 warmup=10

source Benchmarks/wrk.sh
ensure_wrk
work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-pool-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" CalyxSearchBenchmark
mkdir -p "$data"
echo "==> preparing the catalog in $data (once; later runs find it)" >&2
"$bin/CalyxSearchBenchmark" --data-dir "$data" --database-url "$url" --rounds 1 \
    --searches "$here/searches.txt" --suggestions "$here/suggestions.txt" >"$work/prepare.txt"

wrk_query_script "$here/searches.txt" "/calyx/v1/flowers/search?query=" >"$work/search.lua"

separator='?'; [[ $url == *\?* ]] && separator='&'
for size in $sizes; do
    log="$work/serve-$size.log"
    env GREENHOUSE_RATE_LIMIT=off CALYX_SEARCH_CACHE=off CALYX_JOBS=off DATABASE_URL="$url${separator}pool_max_conns=$size" \
        "$bin/greenhouse" serve --port 0 --data-dir "$data" >"$log" 2>&1 &
    server=$!
    port=$(wait_for_port "$log")
    echo "==> pool of $size: measuring for ${duration}s each" >&2
    wrk_measure "pool $size: search (every cache off)" "http://127.0.0.1:$port/" -s "$work/search.lua"
    wrk_measure "pool $size: /health" "http://127.0.0.1:$port/health"
    stop_server "$server"
done
