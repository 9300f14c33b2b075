#!/usr/bin/env bash
# Issue 20, "Faults": `greenhouse serve` under crashes, a PostgreSQL outage and a full disk, each check
# run by scripts/fault-check.py on its own server and data directory (printing its figures):
#   1  crash durability on SQLite: a write load while the server is killed (SIGKILL) 4 times and
#      restarted; every acknowledged write is there afterwards; media rows and files agree
#   2  the same on PostgreSQL
#   3  PostgreSQL stopped for ~10 s under load: 2xx or 503 problem+json with Retry-After, never a 500
#      or a wait over 5 s; /ready 503, /health 200; recovery time once it is back
#   4  disk full: the data directory on a 64 MiB tmpfs (mounted here, as root) filled up: writes 507
#      (or 503), reads unchanged, writes work again once there is room
#   5  slow clients: trickled request heads from 8 addresses and uploads at 10 bytes/s are refused by
#      the per-address cap or cut by the header and body deadlines; a prompt client is answered meanwhile
#
#   scripts/faults.sh                                         (make faults)
#   GREENHOUSE_BIN=path/to/greenhouse scripts/faults.sh       a binary already built
#   CHECKS=1,3 scripts/faults.sh                              some checks only
#   KEEP=1 scripts/faults.sh                                  keep the logs and data (path printed)
#
# Runs itself beside a throwaway PostgreSQL (scripts/with-postgres.sh). The vips CLI, sqlite3 and psql
# are installed with apt-get if missing. Every server started is stopped, and the tmpfs unmounted,
# however the run ends.
set -euo pipefail
cd "$(dirname "$0")/.."
self="$PWD/scripts/faults.sh"
if [[ -z "${GREENHOUSE_TEST_POSTGRES_URL:-}" ]]; then exec scripts/with-postgres.sh "$self" "$@"; fi

began=$(date +%s)
step() { echo "==> [$(( $(date +%s) - began )) s] $*"; }

find_psql() { command -v psql 2>/dev/null || ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n 1 || true; }
missing=()
command -v vips >/dev/null || missing+=(libvips-tools)
command -v sqlite3 >/dev/null || missing+=(sqlite3)
[[ -n "$(find_psql)" ]] || missing+=(postgresql-client)
sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
if ((${#missing[@]})); then
    command -v apt-get >/dev/null || { echo "missing: ${missing[*]}; install them" >&2; exit 1; }
    step "apt-get install ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
export PSQL; PSQL=$(find_psql)

work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-faults.XXXXXX")
background=""
disk="$work/disk"
stop_servers() {  # stop_servers [DIR]: the servers fault-check.py started (in DIR, else any) still running
    local pidfile pid
    for pidfile in ${1:-$work/check*}/*.pid; do  # (mktemp paths: no spaces)
        [[ -f "$pidfile" ]] || continue
        pid=$(cat "$pidfile")
        if kill -0 "$pid" 2>/dev/null; then
            kill -TERM "$pid" 2>/dev/null || true
            for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
            kill -KILL "$pid" 2>/dev/null || true
        fi
        rm -f "$pidfile"
    done
}
unmount_disk() {
    if mountpoint -q "$disk" 2>/dev/null; then "${sudo[@]}" umount "$disk" || "${sudo[@]}" umount -l "$disk"; fi
}
cleanup() {
    local status=$?
    set +e
    [[ -n "$background" ]] && kill -TERM "$background" 2>/dev/null
    stop_servers
    unmount_disk
    if [[ -n "${KEEP:-}" ]]; then echo "==> logs and data kept in $work" >&2; else rm -rf "$work"; fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- the binary: a copy, so a rebuild during the run cannot change what a restart starts
source scripts/test-server-lib.sh
greenhouse_copy "$work/bin"
export DATABASE_URL="$GREENHOUSE_TEST_POSTGRES_URL"

names=([1]="crash durability, SQLite" [2]="crash durability, PostgreSQL" [3]="PostgreSQL outage" [4]="disk full" [5]="slow clients")
IFS=, read -r -a chosen <<<"${CHECKS:-1,2,3,4,5}"
for check in "${chosen[@]}"; do
    [[ -n "${names[$check]:-}" ]] || { echo "unknown check $check (1–5)" >&2; exit 2; }
done
run_check() {  # run_check N: fault-check.py N on its own server and folder; its status
    local check=$1 dir="$work/check$1" status extra=()
    mkdir -p "$dir"
    if [[ "$check" == 4 ]]; then
        mkdir -p "$disk"
        "${sudo[@]}" mount -t tmpfs -o "size=64m,mode=0755,uid=$(id -u),gid=$(id -g)" tmpfs "$disk"
        extra=(--data-dir "$disk/data")
    fi
    set +e
    python3 scripts/fault-check.py "$check" --bin "$bin" --work "$dir" "${extra[@]}"
    status=$?
    set -e
    if [[ "$check" == 4 ]]; then unmount_disk; fi
    show_log "$check" "$status"
    return $status
}
show_log() {  # show_log N STATUS: the end of a failed check's server log
    if (($2 != 0)) && [[ -s "$work/check$1/server.log" ]]; then
        echo "--- last lines of check $1's server log (without request lines)"
        grep -v 'msg=request ' "$work/check$1/server.log" | tail -n 15 | cut -c1-400
    fi
}
# Checks 1 and 2 each wait up to two minutes for the once-a-minute sweep; chosen together, check 2 runs
# beside check 1 (its own server, PostgreSQL schema and folder) and its output is shown after check 1's.
if [[ " ${chosen[*]} " == *" 1 "* && " ${chosen[*]} " == *" 2 "* && -z "${SERIAL:-}" ]]; then
    step "check 2 (${names[2]}) runs beside check 1; its output follows check 1's"
    mkdir -p "$work/check2"
    python3 scripts/fault-check.py 2 --bin "$bin" --work "$work/check2" >"$work/check2.out" 2>&1 &
    background=$!
fi
outcomes=()
failed=0
for check in "${chosen[@]}"; do
    start=$(date +%s)
    if [[ "$check" == 2 && -n "$background" ]]; then
        status=0
        wait "$background" || status=$?
        background=""
        step "check 2: ${names[2]} (ran beside check 1)"
        cat "$work/check2.out"
        show_log 2 "$status"
    else
        step "check $check: ${names[$check]}"
        status=0
        run_check "$check" || status=$?
    fi
    stop_servers "$work/check$check"
    if ((status != 0)); then
        failed=1
        outcomes+=("$check ${names[$check]}: FAIL")
    else
        outcomes+=("$check ${names[$check]}: PASS")
    fi
done
step "summary"
for outcome in "${outcomes[@]}"; do echo "    $outcome"; done
step "faults finished with status $failed"
exit $failed
