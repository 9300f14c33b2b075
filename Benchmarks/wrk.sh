# Shared by the HTTP benchmark scripts: source it after setting `threads`, `connections`, `duration`
# (and `warmup`, seconds, default 3).
#   ensure_wrk                         installs wrk when missing (apt or Homebrew)
#   wrk_measure LABEL URL [WRK ARGS]   a warm-up (`warmup` s), then one run: "LABEL  N req/s  p50 …  p99 …"
#   ensure_hey                         installs hey when missing (apt or Homebrew)
#   hey_measure LABEL RATE URL         RATE requests/s offered at a constant pace for `duration` seconds
#                                      (staggered hey processes; wrk2 is not packaged): "LABEL  N req/s  p50 …  p99 …"
#   wrk_query_script LIST PATH         a wrk script (to stdout) that GETs PATH followed by each line of LIST,
#                                      URL-encoded, round robin from a per-thread offset
#   wait_for_port LOG                  the port `greenhouse serve --port 0` logged it serves on
#   stop_server PID                    SIGTERM, then SIGKILL after 30 s
#   build_release LOG PRODUCT…         release builds of greenhouse and PRODUCT…; sets `bin` to their folder
#   dev_token API NAME                 an access token for NAME by dev sign-in (API: the app's /…/v1 URL)
#   run_backends WHICH [FUNCTION…]     the script's `run_backend sqlite` and/or (WHICH: sqlite|postgres|both)
#                                      `run_backend postgres URL` inside a throwaway PostgreSQL; FUNCTIONs are
#                                      other functions of the script run_backend calls (export the variables it reads)

ensure_wrk() {
    command -v wrk >/dev/null && return
    echo "==> installing wrk" >&2
    if [[ "$(uname -s)" == Darwin ]]; then brew install wrk; else
        local sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
        "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq wrk >/dev/null
    fi
}

wrk_query_script() {
    local list=$1 path=$2
    python3 - "$list" "$path" <<'PY'
import sys, urllib.parse
queries = [line.strip() for line in open(sys.argv[1]) if line.strip()]
paths = ",".join('"%s%s"' % (sys.argv[2], urllib.parse.quote(q)) for q in queries)
print("local paths = {%s}\nlocal i = math.random(#paths)\nrequest = function()\n  i = i %% #paths + 1\n  return wrk.format(\"GET\", paths[i])\nend" % paths)
PY
}

ensure_hey() {
    command -v hey >/dev/null && return
    echo "==> installing hey" >&2
    if [[ "$(uname -s)" == Darwin ]]; then brew install hey; else
        local sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
        "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq hey >/dev/null
    fi
}

# At a fixed offered rate a slow answer does not hold back the next request, so p99 is the server's
# own, not time spent queued behind the load generator's closed loop. One hey with many workers is not
# that: its workers tick together and send in bursts of as many requests as there are workers. So the
# rate is split over `paced_senders` hey processes of one connection each, started 1/RATE s apart so
# their requests interleave evenly; every response's time is kept (`-o csv`) and the percentiles are
# taken over all of them.
paced_senders=16
hey_measure() {
    local label=$1 rate=$2 url=$3 dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/hey.XXXXXX")
    local each gap
    each=$(python3 -c "print(round($rate / $paced_senders, 3))")
    gap=$(python3 -c "print(1 / $rate)")
    for i in $(seq 1 "$paced_senders"); do
        hey -z "${duration}s" -c 1 -q "$each" -o csv "$url" >"$dir/$i.csv" &
        sleep "$gap"
    done
    wait
    python3 - "$label" "$duration" "$dir" <<'PY'
import csv, glob, sys
label, duration, folder = sys.argv[1], float(sys.argv[2]), sys.argv[3]
times, failed = [], 0
for name in glob.glob(folder + "/*.csv"):
    for row in csv.DictReader(open(name)):
        times.append(float(row["response-time"]))
        failed += row["status-code"] != "200"
times.sort()
pick = lambda q: times[min(len(times) - 1, int(len(times) * q))] * 1000 if times else float("nan")
note = "(%d non-200!)" % failed if failed else ""
print("%-48s %10.0f req/s   p50 %-9s p99 %-9s %s" % (label, len(times) / duration, "%.2fms" % pick(0.5), "%.2fms" % pick(0.99), note))
PY
    rm -rf "$dir"
}

wrk_measure() {
    local label=$1 url=$2
    shift 2
    wrk -t"$threads" -c"$connections" -d"${warmup:-3}s" "$@" "$url" >/dev/null
    local output rps p50 p99 errors
    output=$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency "$@" "$url")
    rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$output")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$output")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$output")
    errors=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<<"$output")
    printf '%-48s %10s req/s   p50 %-9s p99 %-9s %s\n' "$label" "$rps" "$p50" "$p99" "${errors:+($errors non-2xx!)}"
}

wait_for_port() {
    local log=$1 port=""
    for _ in $(seq 1 300); do
        port=$(sed -n 's/.*is serving on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$log" | head -n 1)
        [[ -n "$port" ]] && { echo "$port"; return; }
        sleep 0.1
    done
    echo "server did not start:" >&2; cat "$log" >&2; exit 1
}

# A server started in a command substitution is not this shell's child, so `wait` cannot be used.
stop_server() {
    local pid=$1
    kill "$pid" 2>/dev/null || return 0
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    echo "==> server $pid did not stop within 30 s; killing it" >&2
    kill -9 "$pid" 2>/dev/null || true
}

build_release() {
    local log=$1
    shift
    : >"$log"
    for product in greenhouse "$@"; do
        swift build -c release --product "$product" >>"$log" 2>&1 || { cat "$log" >&2; exit 1; }
    done
    bin="$(swift build -c release --show-bin-path)"
}

dev_token() {
    curl -fsS -X POST "$1/auth/dev" -H 'Content-Type: application/json' -d "{\"name\":\"$2\"}" \
        | python3 -c 'import json, sys; print(json.load(sys.stdin)["accessToken"])'
}

run_backends() {
    local which=$1
    shift
    if [[ $which == both || $which == sqlite ]]; then run_backend sqlite; fi
    if [[ $which == both || $which == postgres ]]; then
        # A new shell under the PostgreSQL wrapper: the script's functions and settings go with it
        # (set inside it, since the wrapper has a `bin` of its own).
        scripts/with-postgres.sh bash -c "source Benchmarks/wrk.sh; $(declare -f run_backend "$@"); \
            bin='$bin' work='$work' duration=$duration connections=$connections threads=$threads warmup=${warmup:-3}; \
            run_backend postgres \"\$GREENHOUSE_TEST_POSTGRES_URL\""
    fi
}
