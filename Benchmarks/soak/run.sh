#!/usr/bin/env bash
# Issue 20, "Soak": one `greenhouse serve --dev-auth` on SQLite in a fresh data directory, first
# driven at its capacity for the realistic Calyx mix (a closed loop, to measure it), then for
# SOAK_SECONDS at 80 % of that capacity (an open loop at a constant arrival rate) by
# Benchmarks/soak/soak.py, which samples the server's RSS and CPU every second, prints a table
# minute by minute, judges errors, memory growth and p99 stability (exit 1 when a goal fails) and
# draws .build/soak/soak.png.
#
#   Benchmarks/soak/run.sh                                  (make soak) a release build, 600 s
#   SOAK_SECONDS=120 Benchmarks/soak/run.sh                 a shorter soak (at least 120 s)
#   GREENHOUSE_BIN=path/to/greenhouse Benchmarks/soak/run.sh   a binary already built (no build)
#   KEEP=1 Benchmarks/soak/run.sh                           keep the data directory and server log (path printed)
#   Benchmarks/soak/run.sh --processes 3 --load 0.7 …       other arguments go to soak.py (see its --help)
#
# The per-client rate limit is off and the upload and comment limits are raised (every request comes
# from one address and a dozen people). The client (Python, in several processes) shares this
# machine's cores with the server; soak.py prints both CPUs, so it can be seen which one was the limit.
# numpy and Pillow (the test JPEGs) and matplotlib (the plot) come from a pinned venv in .build/soak/venv.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Benchmarks/wrk.sh   # wait_for_port, build_release
seconds=${SOAK_SECONDS:-600}
began=$(date +%s)
step() { echo "==> [$(( $(date +%s) - began )) s] $*"; }

venv=.build/soak/venv
pins=(matplotlib==3.9.2 numpy==2.4.6 pillow==13.0.0 contourpy==1.3.3 cycler==0.12.1 fonttools==4.68.0
      kiwisolver==1.5.1 packaging==26.4 pyparsing==3.3.3 python-dateutil==4.0.0)
if [[ ! -x $venv/bin/python ]] || [[ "$(cat $venv/pins 2>/dev/null)" != "${pins[*]}" ]]; then
    step "making $venv (${pins[*]})"
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "${pins[@]}"
    echo "${pins[*]}" >"$venv/pins"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-soak.XXXXXX")
if [[ -n "${GREENHOUSE_BIN:-}" ]]; then
    binary=$GREENHOUSE_BIN
else
    step "building greenhouse (release; the first build takes several minutes)"
    build_release "$work/build.log"
    binary="$bin/greenhouse"
fi

server=""
cleanup() {
    local status=$?
    set +e
    if [[ -n "$server" ]] && kill -0 "$server" 2>/dev/null; then
        kill -TERM "$server"
        for _ in $(seq 1 300); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$server" 2>/dev/null
        wait "$server" 2>/dev/null
    fi
    if [[ -n "${KEEP:-}" ]]; then echo "==> kept $work (data/, server.log, jpegs/)"; else rm -rf "$work"; fi
    exit "$status"
}
trap cleanup EXIT INT TERM

log="$work/server.log"
env -u DATABASE_URL -u GREENHOUSE_MEDIA_S3_URL \
    GREENHOUSE_RATE_LIMIT=off \
    CALYX_MEDIA_UPLOAD_BURST=1000000 CALYX_MEDIA_UPLOADS_PER_MINUTE=1000000 \
    CALYX_COMMENTS_PER_MINUTE=1000000 \
    "$binary" serve --dev-auth --host 127.0.0.1 --port 0 --data-dir "$work/data" >"$log" 2>&1 &
server=$!
port=$(wait_for_port "$log")
step "$("$binary" version) serving on port $port (pid $server, SQLite in $work/data); $(uname -sm), $(getconf _NPROCESSORS_ONLN) cores"

status=0
"$venv/bin/python" Benchmarks/soak/soak.py --base "http://127.0.0.1:$port" --pid "$server" --work "$work" \
    --seconds "$seconds" --png .build/soak/soak.png "$@" || status=$?

step "stopping the server (SIGTERM)"
kill -TERM "$server"
server_status=0
wait "$server" || server_status=$?
server=""
problems=$(grep -cE 'level=(error|critical)' "$log" || true)
echo "    server exited with status $server_status; $problems error lines in its log ($(wc -l <"$log") lines)"
grep -E 'level=(error|critical)' "$log" | head -n 5 | sed 's/^/    /' || true
if [[ $server_status != 0 ]]; then status=1; fi
if [[ $problems != 0 ]]; then echo "    FAIL: the server logged errors"; status=1; fi
exit "$status"
