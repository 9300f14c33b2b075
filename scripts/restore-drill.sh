#!/usr/bin/env bash
# Issue 47, the restore drill: scripts/restore-drill.py on SQLite (databases and media files in the data
# directory), then on PostgreSQL with media in S3: seed, serve under a write load, back up, destroy,
# restore into a fresh place, and look up every write acknowledged before the backup.
#
#   scripts/restore-drill.sh                                   (make restore-drill) both
#   BACKENDS=sqlite scripts/restore-drill.sh                   one of them
#   GREENHOUSE_BIN=path/to/greenhouse scripts/restore-drill.sh a binary already built
#   KEEP=1 scripts/restore-drill.sh                            keep the logs, data and backups (path printed)
#
# Runs itself beside a throwaway PostgreSQL (scripts/with-postgres.sh) and S3 server (scripts/with-s3.sh).
# The vips CLI, sqlite3 and the PostgreSQL client (psql, pg_dump, pg_restore) are installed with apt-get
# if missing. Every server started is stopped however the run ends.
set -euo pipefail
cd "$(dirname "$0")/.."
self="$PWD/scripts/restore-drill.sh"
if [[ -z "${GREENHOUSE_TEST_POSTGRES_URL:-}" ]]; then exec scripts/with-postgres.sh "$self" "$@"; fi
if [[ -z "${GREENHOUSE_TEST_S3_URL:-}" ]]; then exec scripts/with-s3.sh "$self" "$@"; fi

began=$(date +%s)
step() { echo "==> [$(( $(date +%s) - began )) s] $*"; }

find_tool() { command -v "$1" 2>/dev/null || ls /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1 || true; }
missing=()
command -v vips >/dev/null || missing+=(libvips-tools)
command -v sqlite3 >/dev/null || missing+=(sqlite3)
[[ -n "$(find_tool psql)" && -n "$(find_tool pg_dump)" ]] || missing+=(postgresql-client)
sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
if ((${#missing[@]})); then
    command -v apt-get >/dev/null || { echo "missing: ${missing[*]}; install them" >&2; exit 1; }
    step "apt-get install ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
export PSQL; PSQL=$(find_tool psql)

work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-restore-drill.XXXXXX")
cleanup() {
    local status=$? pidfile pid
    set +e
    for pidfile in "$work"/*/*.pid; do
        [[ -f "$pidfile" ]] || continue
        pid=$(cat "$pidfile")
        kill -TERM "$pid" 2>/dev/null && sleep 2
        kill -KILL "$pid" 2>/dev/null
    done
    if [[ -n "${KEEP:-}" ]]; then echo "==> logs, data and backups kept in $work" >&2; else rm -rf "$work"; fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

source scripts/test-server-lib.sh
greenhouse_copy "$work/bin"
export DATABASE_URL="$GREENHOUSE_TEST_POSTGRES_URL"

failed=0
IFS=, read -r -a backends <<<"${BACKENDS:-sqlite,postgres}"
for backend in "${backends[@]}"; do
    step "restore drill on $backend"
    mkdir -p "$work/$backend"
    if ! python3 scripts/restore-drill.py "$backend" --bin "$bin" --work "$work/$backend"; then
        failed=1
        for log in "$work/$backend"/*.log; do
            [[ -f "$log" ]] || continue
            echo "--- last lines of $(basename "$log") (without request lines)"
            grep -v 'msg=request ' "$log" | tail -n 15 | cut -c1-400
        done
    fi
done
step "restore drill finished with status $failed"
exit $failed
