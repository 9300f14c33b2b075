#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server and exports GREENHOUSE_TEST_POSTGRES_URL for it
# (and GREENHOUSE_TEST_POSTGRES_STOP / _START, shell commands that stop and restart it).
# The cluster lives in a temporary directory on a free port and is stopped and deleted however the
# command ends (success, failure, Ctrl-C). PostgreSQL refuses to run as root, so as root the server
# runs as the `postgres` user.
set -euo pipefail

if (($# == 0)); then echo "usage: $0 COMMAND [ARG...]" >&2; exit 2; fi

find_bin() {
    local candidate
    if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r) \
                     /opt/homebrew/opt/postgresql@16/bin /usr/local/opt/postgresql@16/bin; do
        [[ -x "$candidate/pg_ctl" ]] && { echo "$candidate"; return; }
    done
    echo "PostgreSQL server binaries not found; run: scripts/install-system-packages.sh test" >&2
    exit 1
}
bin=$(find_bin)

as_owner=()
workdir=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-postgres.XXXXXX")
if [[ "$(id -u)" == 0 ]]; then
    chown postgres "$workdir"
    as_owner=(runuser -u postgres --)
fi

cleanup() {
    "${as_owner[@]}" "$bin/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"${as_owner[@]}" "$bin/initdb" -D "$workdir/data" -U greenhouse --auth=trust -E UTF8 --no-locale >"$workdir/initdb.log" 2>&1 \
    || { cat "$workdir/initdb.log" >&2; exit 1; }

# A free port: ask the kernel for one, then start; retry if another process takes it in between.
started=false
for attempt in 1 2 3 4 5; do
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if "${as_owner[@]}" "$bin/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 30 \
        -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=500" start >/dev/null; then
        started=true
        break
    fi
done
$started || { echo "PostgreSQL did not start:" >&2; cat "$workdir/server.log" >&2; exit 1; }

export GREENHOUSE_TEST_POSTGRES_URL="postgres://greenhouse@127.0.0.1:$port/postgres?sslmode=disable"
# For outage tests (scripts/faults.sh): the commands that stop the server and start it again on the same port.
export GREENHOUSE_TEST_POSTGRES_STOP="${as_owner[*]} $bin/pg_ctl -D $workdir/data -m fast -w stop"
export GREENHOUSE_TEST_POSTGRES_START="${as_owner[*]} $bin/pg_ctl -D $workdir/data -l $workdir/server.log -w -t 30 start -o '-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=500'"
echo "==> throwaway PostgreSQL on 127.0.0.1:$port (stopped when this command ends)"
# The most client connections open at once while the command ran, sampled twice a second: the test
# suite's pools are sized to keep it low (issue 46), and every run says what it was.
psql=$bin/psql
[[ -x "$psql" ]] || psql=$(command -v psql || echo psql)
sample_connections() {
    local peak=0 now
    while true; do
        # How many are open, and of those how many sit idle (the rest run a statement or hold a
        # transaction).
        read -r now idle < <("$psql" -h 127.0.0.1 -p "$port" -U greenhouse -d postgres -AtqF ' ' -c \
            "SELECT count(*), count(*) FILTER (WHERE state = 'idle') FROM pg_stat_activity WHERE backend_type = 'client backend'" \
            2>/dev/null || echo "0 0")
        if (( ${now:-0} > peak )); then
            peak=$now
            echo "$peak ($idle of them idle)" >"$workdir/peak-connections"
            # What the idle ones ran last, so a peak can be told apart: pools between statements, or
            # connections that wait on purpose (LISTEN).
            "$psql" -h 127.0.0.1 -p "$port" -U greenhouse -d postgres -AtqF ' × ' -c \
                "SELECT count(*), left(regexp_replace(query, '\s+', ' ', 'g'), 60) FROM pg_stat_activity
                 WHERE backend_type = 'client backend' AND state = 'idle' GROUP BY 2 ORDER BY 1 DESC LIMIT 4" \
                >"$workdir/peak-idle" 2>/dev/null || true
        fi
        sleep 0.5
    done
}
sample_connections &
sampler=$!
set +e
"$@"
status=$?
set -e
kill "$sampler" 2>/dev/null; wait "$sampler" 2>/dev/null || true
echo "==> PostgreSQL client connections: at most $(cat "$workdir/peak-connections" 2>/dev/null || echo 0) at once (sampled every 0.5 s, the sampler's own included)"
[[ -s "$workdir/peak-idle" ]] && sed 's/^/==>   idle, last ran: /' "$workdir/peak-idle"
exit $status
