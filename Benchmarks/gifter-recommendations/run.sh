#!/usr/bin/env bash
# Gifter recommendations at scale (issue #16): a catalog of 50,000 products derived from the sample
# (each sample product again under other brands at other prices). Over HTTP with wrk at 32 connections:
#   - GET /recommendations for one person (quiz answered, ten products saved): the first page of 10,
#     every product scored, the best 300 varied by maximal marginal relevance, each explained;
#   - the same for a gifting profile (three words, a never-gift list, their quiz answers);
#   - GET /home (greeting, collections, upcoming occasions, six picks);
#   - the /health ceiling at the same 32 connections, for comparison.
# Then the concierge alone, without HTTP or the database. Target: recommendations p99 ≤ 50 ms.
#
#   Benchmarks/gifter-recommendations/run.sh [SECONDS] [PRODUCTS]     default 15 s per run, 50,000 products
#
# wrk and the server share this machine's cores, so the figures are a floor for a dedicated host.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-15}
products=${2:-50000}
connections=32
threads=2

source Benchmarks/wrk.sh
ensure_wrk

work=$(mktemp -d "${TMPDIR:-/tmp}/gifter-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "==> building greenhouse and the benchmark (release; the first build takes several minutes)" >&2
build_release "$work/build.log" GifterBenchmark

data="$work/data"
mkdir -p "$data"
echo "==> seeding $products products" >&2
"$bin/GifterBenchmark" --data-dir "$data" --products "$products" --pages 200 >"$work/alone.txt"
env GREENHOUSE_RATE_LIMIT=off GIFTER_SAMPLE_CATALOG=off "$bin/greenhouse" serve --app gifter --dev-auth --port 0 --data-dir "$data" >"$work/server.log" 2>&1 &
server=$!
port=$(wait_for_port "$work/server.log")
base="http://127.0.0.1:$port/gifter/v1"
token=$(dev_token "$base" Mia)
auth=(-H "Authorization: Bearer $token")
curl -fsS -X PUT "$base/taste/answers" "${auth[@]}" -H 'Content-Type: application/json' -d '{"answers":[
    {"questionId":"deep-style","optionIds":["deep-style.minimal"]},{"questionId":"deep-cup","optionIds":["deep-cup.coffee"]},
    {"questionId":"deep-evening","optionIds":["deep-evening.quiet-night"]},{"questionId":"deep-afternoon","optionIds":["deep-afternoon.cooking","deep-afternoon.reading"]}]}' >/dev/null
for variant in 0 1 2 3 4 5 6 7 8 9; do
    curl -fsS -X PUT "$base/wishlist/items/synthetic:stoneware-pour-over-set:$variant" "${auth[@]}" -H 'Content-Type: application/json' -d '{}' >/dev/null
done
profile=$(curl -fsS -X POST "$base/profiles" "${auth[@]}" -H 'Content-Type: application/json' \
    -d '{"name":"Dad","relationship":"father","threeWords":"keen gardener, coffee snob","neverGift":["hates socks","no mugs"]}' \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["person"])')
curl -fsS -X PUT "$base/profiles/${profile#profile:}/answers" "${auth[@]}" -H 'Content-Type: application/json' \
    -d '{"answers":[{"questionId":"them-weekend","optionIds":["them-weekend.outdoors"]},{"questionId":"them-budget","optionIds":["them-budget.30-75"]}]}' >/dev/null
curl -fsS -X POST "$base/occasions" "${auth[@]}" -H 'Content-Type: application/json' -d "{\"person\":\"$profile\",\"kind\":\"birthday\",\"date\":\"1960-12-10\"}" >/dev/null
echo "==> a first page is $(curl -fsS "$base/recommendations" "${auth[@]}" | wc -c) bytes; measuring for ${duration}s each" >&2
{
    wrk_measure "recommendations for you ($products products)" "$base/recommendations" "${auth[@]}"
    wrk_measure "recommendations for a gifting profile" "$base/recommendations?for=$profile" "${auth[@]}"
    wrk_measure "home" "$base/home" "${auth[@]}"
    wrk_measure "/health ceiling" "http://127.0.0.1:$port/health"
} >"$work/results.txt"
stop_server "$server"
cat "$work/results.txt" "$work/alone.txt"
