# Sourced by the scripts that run a command beside a throwaway test server (with-smtp.sh, with-s3.sh).
#
#   pinned_venv DIR PACKAGE==VERSION MODULE   a virtualenv at DIR with the pinned package (installed once,
#                                             again if MODULE no longer imports)
#   start_work NAME                           a scratch folder in $work; the server in $server (set it
#                                             once started) is stopped and $work removed when the script ends
#   free_port                                 a free TCP port on 127.0.0.1
#   greenhouse_copy DIR                       the greenhouse binary ($GREENHOUSE_BIN, else built now) copied
#                                             into DIR, so a rebuild during a run cannot change what a
#                                             restart starts; sets $bin

pinned_venv() {
    local dir=$1 requirement=$2 module=$3
    if [[ ! -x "$dir/bin/python" ]] || ! "$dir/bin/python" -c "import $module" 2>/dev/null; then
        echo "==> installing $requirement into $dir" >&2
        python3 -m venv "$dir"
        "$dir/bin/pip" install --quiet "$requirement"
    fi
}

start_work() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-$1.XXXXXX")
    server=""
    trap stop_test_server EXIT
}

# The command's status is the script's: the server ending by our SIGTERM (143) must not replace it.
stop_test_server() {
    if [[ -n "$server" ]]; then
        kill "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
    rm -rf "$work"
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }

greenhouse_copy() {
    if [[ -z "${GREENHOUSE_BIN:-}" ]]; then
        echo "==> building greenhouse" >&2
        swift build --product greenhouse
        GREENHOUSE_BIN="$(swift build --show-bin-path)/greenhouse"
    fi
    mkdir -p "$1"
    cp "$GREENHOUSE_BIN" "$1/greenhouse"
    bin="$1/greenhouse"
}
