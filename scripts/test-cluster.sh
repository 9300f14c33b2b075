#!/usr/bin/env bash
# Issue 20, "Several instances": two `greenhouse serve` instances (their own ports and data
# directories; one PostgreSQL, one S3 bucket for media, one session key, one cursor key) behind nginx
# configured by deploy/nginx/greenhouse.conf itself (only its upstream addresses, listen line and log
# directory are changed), then scripts/cluster-check.py: health, a session across instances, cursors
# across instances, a photo uploaded on one and served by the other, Couples events across instances,
# jobs run once per interval, a rolling restart under load with no failed request, and a sign-in
# rate limit spent on both instances from one budget.
#
#   scripts/test-cluster.sh            (make test-cluster)
#   GREENHOUSE_BIN=path/to/greenhouse scripts/test-cluster.sh      a binary already built
#   CHECKS=1,2,3 scripts/test-cluster.sh                            some checks only
#   KEEP=1 scripts/test-cluster.sh                                  keep the logs (path printed)
#   SEED=1 scripts/test-cluster.sh                                  run `greenhouse seed` first (slow)
#
# Runs itself beside a throwaway PostgreSQL and S3 server (scripts/with-postgres.sh, with-s3.sh).
# nginx, the vips CLI (the test photo) and psql are installed with apt-get if missing. nginx runs
# in the foreground from a temporary prefix; everything started here is stopped however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
self="$PWD/scripts/test-cluster.sh"
if [[ -z "${GREENHOUSE_TEST_POSTGRES_URL:-}" ]]; then exec scripts/with-postgres.sh "$self" "$@"; fi
if [[ -z "${GREENHOUSE_TEST_S3_URL:-}" ]]; then exec scripts/with-s3.sh "$self" "$@"; fi

began=$(date +%s)
step() { echo "==> [$(( $(date +%s) - began )) s] $*"; }

# --- what the test needs besides the server
find_nginx() { command -v nginx 2>/dev/null || { [[ -x /usr/sbin/nginx ]] && echo /usr/sbin/nginx; } || true; }
find_psql() { command -v psql 2>/dev/null || ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n 1 || true; }
missing=()
[[ -n "$(find_nginx)" ]] || missing+=(nginx)
command -v vips >/dev/null || missing+=(libvips-tools)
[[ -n "$(find_psql)" ]] || missing+=(postgresql-client)
command -v openssl >/dev/null || missing+=(openssl)
command -v curl >/dev/null || missing+=(curl)
if ((${#missing[@]})); then
    command -v apt-get >/dev/null || { echo "missing: ${missing[*]}; install them" >&2; exit 1; }
    step "apt-get install ${missing[*]}"
    sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    # Debian starts the nginx service on install where it can; this test runs its own nginx.
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
nginx=$(find_nginx)
export PSQL; PSQL=$(find_psql)

work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-cluster.XXXXXX")
# nginx's workers run as an unprivileged user when nginx starts as root: they must reach its temp paths.
chmod 755 "$work"
nginx_pid=""
stop_pid() {  # stop_pid PID: SIGTERM, then SIGKILL after 10 s
    local pid=$1
    kill -TERM "$pid" 2>/dev/null || return 0
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
}
cleanup() {
    local status=$?
    set +e
    [[ -n "$nginx_pid" ]] && stop_pid "$nginx_pid"
    for name in a b; do
        [[ -f "$work/$name.pid" ]] && stop_pid "$(cat "$work/$name.pid")"
    done
    wait 2>/dev/null
    if ((status != 0)); then
        for log in "$work/a.first-start.log" "$work/b.first-start.log" "$work/a.log" "$work/b.log" "$work/seed.log" "$work/nginx/logs/error.log" "$work/nginx/logs/greenhouse.error.log"; do
            [[ -s "$log" ]] || continue
            echo "--- last lines of ${log#"$work/"} (without request lines)" >&2
            grep -v '"msg":"request"' "$log" | tail -n 25 >&2
        done
    fi
    if [[ -n "${KEEP:-}" ]]; then echo "==> logs kept in $work" >&2; else rm -rf "$work"; fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- the binary: a copy, so a rebuild during the run cannot change what a restart starts
source scripts/test-server-lib.sh
greenhouse_copy "$work/bin"

port_a=$(free_port); port_b=$(free_port); port_lb=$(free_port)
while [[ "$port_b" == "$port_a" ]]; do port_b=$(free_port); done
while [[ "$port_lb" == "$port_a" || "$port_lb" == "$port_b" ]]; do port_lb=$(free_port); done

# --- what every instance shares
export DATABASE_URL="$GREENHOUSE_TEST_POSTGRES_URL"
# PEM of a P-256 private key (access tokens, ES256) and base64 of 32 bytes (cursors).
GREENHOUSE_SESSION_KEY=$(openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 2>/dev/null)
GREENHOUSE_CURSOR_KEY=$(openssl rand -base64 32)
export GREENHOUSE_SESSION_KEY GREENHOUSE_CURSOR_KEY
export GREENHOUSE_MEDIA_S3_URL="$GREENHOUSE_TEST_S3_URL"
export AWS_ACCESS_KEY_ID="$GREENHOUSE_TEST_S3_ACCESS_KEY_ID" AWS_SECRET_ACCESS_KEY="$GREENHOUSE_TEST_S3_SECRET_ACCESS_KEY"
export GREENHOUSE_HOST=127.0.0.1 GREENHOUSE_TRUST_PROXY=1 GREENHOUSE_LOG_FORMAT=json
# All load comes from one address (nginx); the per-client limit would answer it 429.
export GREENHOUSE_RATE_LIMIT=off
# Gifter's sample catalog (off unless asked for), for `seed` to draw and every instance to keep: an
# instance started without it would remove it.
export GIFTER_SAMPLE_CATALOG=on

# --- the shipped data: each instance imports the catalogs as it starts (both at once here, on an
# empty database: migrations and imports take turns by advisory locks). SEED=1 first runs
# `greenhouse seed`, as `make run` does, to draw Calyx's 330 illustrations and Gifter's 454 product
# pictures into the bucket (several minutes on two cores); check 4 then also compares a catalog
# illustration on both instances.
if [[ -n "${SEED:-}" ]]; then
    step "greenhouse seed (migrations, catalogs, Calyx's illustrations and Gifter's product pictures into the bucket)"
    seed_start=$(date +%s)
    GREENHOUSE_LOG_FORMAT=text "$bin" seed --data-dir "$work/seed" 2>&1 | tee "$work/seed.log" | while IFS= read -r line; do
        [[ "$line" == ts=* ]] || echo "    [$(( $(date +%s) - seed_start )) s] $line"
    done
    grep -q '^seeded' "$work/seed.log" || { echo "greenhouse seed failed" >&2; exit 1; }
fi

# --- the instances: started here and, for the rolling restart, by cluster-check.py
cat >"$work/instance" <<EOF
#!/usr/bin/env bash
# $work/instance a|b: runs one instance until it exits; its pid in NAME.pid, its exit status in NAME.exit.
case "\$1" in a) port=$port_a ;; b) port=$port_b ;; *) exit 2 ;; esac
rm -f "$work/\$1.exit"
"$bin" serve --dev-auth --port "\$port" --data-dir "$work/\$1" >>"$work/\$1.log" 2>&1 </dev/null &
echo \$! >"$work/\$1.pid"
wait \$!
{ echo \$? >"$work/\$1.exit"; } 2>/dev/null  # (the folder may be gone when the run ends)
EOF
chmod +x "$work/instance"
step "starting instance A on 127.0.0.1:$port_a and B on 127.0.0.1:$port_b at once (one $([[ -n "${SEED:-}" ]] && echo seeded || echo empty) PostgreSQL, one bucket, shared keys)"
export CLUSTER_STARTED; CLUSTER_STARTED=$(date +%s)
"$work/instance" a &
"$work/instance" b &
ready() { curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$1/ready" 2>/dev/null; }
port_of() { if [[ $1 == a ]]; then echo "$port_a"; else echo "$port_b"; fi; }
# Both migrate and import the shipped data into the same database at the same moment. An
# instance that exits, or is neither ready nor gone after 40 s, is reported (the run then fails),
# and started once more so that the other checks still run.
first_start="PASS"
declare -A deadline=([a]=$(( $(date +%s) + 40 )) [b]=$(( $(date +%s) + 40 ))) restarted=([a]="" [b]="")
while true; do
    pending=0
    for name in a b; do
        ready "$(port_of $name)" && continue
        pending=1
        problem=""
        if [[ -f "$work/$name.exit" ]]; then
            problem="exited with status $(cat "$work/$name.exit"): $(grep -v '^{' "$work/$name.log" | tail -n 1)"
        elif (( $(date +%s) > ${deadline[$name]} )); then
            kill -KILL "$(cat "$work/$name.pid")" 2>/dev/null || true
            for _ in $(seq 1 100); do [[ -f "$work/$name.exit" ]] && break; sleep 0.1; done
            problem="neither ready nor exited within 40 s (killed); its log's most frequent lines: $(grep -o '"msg":"[^"]*"' "$work/$name.log" \
                | sort | uniq -c | sort -rn | head -n 3 | awk '{$1=$1; print}' | paste -sd ';' -)"
        fi
        [[ -n "$problem" ]] || continue
        [[ -z "${restarted[$name]}" ]] || { echo "instance ${name^^} failed again: $problem" >&2; exit 1; }
        echo "    FAIL: instance ${name^^} on the simultaneous first start: $problem"
        echo "    starting instance ${name^^} once more"
        first_start="FAIL: instance ${name^^} $problem"
        restarted[$name]=1
        mv "$work/$name.log" "$work/$name.first-start.log"
        rm -f "$work/$name.exit" "$work/$name.pid"
        "$work/instance" $name &
        deadline[$name]=$(( $(date +%s) + 40 ))
    done
    ((pending)) || break
    sleep 0.1
done
step "both instances ready; simultaneous first start: $first_start"

# --- nginx with the shipped configuration
mkdir -p "$work/nginx/logs" "$work/nginx/tmp"
chmod 755 "$work/nginx" "$work/nginx/tmp"
shipped=deploy/nginx/greenhouse.conf
sed -e "s|server 127\.0\.0\.1:8081 |server 127.0.0.1:$port_a |" \
    -e "s|server 127\.0\.0\.1:8082 |server 127.0.0.1:$port_b |" \
    -e "s|^\( *\)listen 80;|\1listen 127.0.0.1:$port_lb;|" \
    -e "s|/var/log/nginx/|$work/nginx/logs/|" \
    "$shipped" >"$work/nginx/greenhouse.conf"
changed=$(diff "$shipped" "$work/nginx/greenhouse.conf" | grep -c '^>' || true)
if [[ "$changed" != 7 ]]; then
    echo "rendering $shipped changed $changed lines, expected 7 (two upstreams of two servers, listen, two logs): has its form changed?" >&2
    diff "$shipped" "$work/nginx/greenhouse.conf" >&2 || true
    exit 1
fi
user_line=""
# As root, workers run as www-data (Debian's nginx user) where it exists.
[[ "$(id -u)" == 0 ]] && id www-data >/dev/null 2>&1 && user_line="user www-data;"
cat >"$work/nginx/nginx.conf" <<EOF
$user_line
worker_processes 2;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 1024; }
http {
    default_type application/octet-stream;
    client_body_temp_path $work/nginx/tmp/body;
    proxy_temp_path $work/nginx/tmp/proxy;
    fastcgi_temp_path $work/nginx/tmp/fastcgi;
    uwsgi_temp_path $work/nginx/tmp/uwsgi;
    scgi_temp_path $work/nginx/tmp/scgi;
    include $work/nginx/greenhouse.conf;
}
EOF
nginx_args=(-e "$work/nginx/logs/error.log" -p "$work/nginx" -c "$work/nginx/nginx.conf")
"$nginx" -t -q "${nginx_args[@]}"
"$nginx" "${nginx_args[@]}" -g 'daemon off;' &
nginx_pid=$!
for _ in $(seq 1 100); do curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:$port_lb/health" 2>/dev/null && break; sleep 0.1; done
step "nginx $("$nginx" -v 2>&1 | sed 's/.*nginx\///') on 127.0.0.1:$port_lb with $shipped (upstreams, listen and log directory rendered for this run)"

# --- the checks
set +e
python3 scripts/cluster-check.py --nginx "http://127.0.0.1:$port_lb" --a "http://127.0.0.1:$port_a" --b "http://127.0.0.1:$port_b" \
    --work "$work" --checks "${CHECKS:-1,2,3,4,5,6,7,8}"
status=$?
set -e
if [[ "$first_start" != PASS ]]; then
    echo "==> also failed: simultaneous first start ($first_start)"
    status=1
fi
step "cluster test finished with status $status"
exit $status
