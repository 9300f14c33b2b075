#!/usr/bin/env bash
# Runs the built tests and, when any fail, repeats every failure at the end of the output: CI shows
# only the tail of a long log, and a failure printed a minute earlier would otherwise be lost there.
#
# A watchdog ends a run that has printed nothing for STALL_MINUTES (default 10; a whole run takes
# about 10 minutes on CI and prints every few seconds): it prints where the test process waits (the
# stage each running test's harness is in, its threads by gdb, its timers, its sockets) and stops it,
# so a hang fails within minutes and says where it was, instead of holding CI to its time limit.
set -uo pipefail
log=$(mktemp "${TMPDIR:-/tmp}/greenhouse-tests.XXXXXX")
stall_seconds=${STALL_SECONDS:-$(( ${STALL_MINUTES:-10} * 60 ))}
watchdog=""
trap 'rm -f "$log" "$log.watchdog"; [[ -n "$watchdog" ]] && kill "$watchdog" 2>/dev/null' EXIT

# Where every process whose command line names a .xctest waits, then SIGKILL for each.
stalled() {
    echo
    echo "==> no test output for ${stall_seconds} s: where the test process waits, then it is stopped"
    echo "error: no test output for ${stall_seconds} s; the test process is stopped (its timers, sockets and threads follow)"
    for pid in $(pgrep -f '\.xctest' || true); do
        # Only a test bundle itself (its executable), not a script that names one.
        [[ "$(readlink /proc/"$pid"/exe 2>/dev/null)" == *.xctest || "$(head -c 200 /proc/"$pid"/cmdline 2>/dev/null | tr '\0' '\n' | head -1)" == *.xctest ]] || continue
        [[ "$pid" == "$$" || "$pid" == "$BASHPID" ]] && continue
        echo "--- process $pid: $(tr '\0' ' ' </proc/"$pid"/cmdline 2>/dev/null | cut -c1-200)"
        # The harness stages of the tests still running (TestStages): on SIGUSR1 the test process
        # prints them into the log, and the summary at the end repeats them. Only sent once the process
        # ignores or catches it (its first TestStages use): by default SIGUSR1 ends a process before gdb.
        local handled=0 mask
        for mask in $(awk '/^Sig(Ign|Cgt):/ {print $2}' /proc/"$pid"/status 2>/dev/null); do
            (( 0x$mask & 0x200 )) && handled=1
        done
        (( handled )) && kill -USR1 "$pid" 2>/dev/null && sleep 3
        echo "--- its timers (timerfd: armed when it_value is not zero)"
        for fd in /proc/"$pid"/fd/*; do
            [[ "$(readlink "$fd" 2>/dev/null)" == "anon_inode:[timerfd]" ]] || continue
            echo "error: armed timer? fd ${fd##*/}: $(tr '\n' ' ' <"/proc/$pid/fdinfo/${fd##*/}" 2>/dev/null)"
        done
        echo "--- its TCP sockets"
        ss -tanp 2>/dev/null | grep "pid=$pid," | awk '{print $1, $4, $5}' | sort | uniq -c
        if command -v gdb >/dev/null; then
            echo "--- its threads"
            timeout 120 gdb -p "$pid" -batch -ex "thread apply all bt 25" 2>/dev/null | grep -E '^(Thread|#)' | cut -c1-240
        fi
        kill -KILL "$pid" 2>/dev/null
    done
}

watch_output() {
    local last_size=-1 quiet=0
    local every=$(( stall_seconds < 30 ? stall_seconds : 30 ))
    while sleep "$every"; do
        local size
        size=$(stat -c %s "$log" 2>/dev/null || echo 0)
        if [[ "$size" == "$last_size" ]]; then quiet=$(( quiet + every )); else quiet=0; last_size=$size; fi
        if (( quiet >= stall_seconds )); then
            stalled
            return
        fi
    done
}

# At most this many tests at once (swift-testing otherwise starts every test together). Unbounded,
# a run held about 135 in-process servers at a time, 540 SQLite pool threads and 1,700 open files,
# and Foundation's Process.run, which the command-line tests use, crashed in its copy of the open
# descriptors (SIGSEGV in memcpy, CI of 93ce3b0). Overridable for experiments.
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-32}

watch_output >>"$log.watchdog" 2>&1 &
watchdog=$!
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
kill "$watchdog" 2>/dev/null
wait "$watchdog" 2>/dev/null
watchdog=""
if [[ -s "$log.watchdog" ]]; then
    cat "$log.watchdog"
    status=1
fi
rm -f "$log.watchdog"
if ((status != 0)); then
    echo
    echo "==> failures (repeated from above):"
    # Not HummingbirdCore's "Server shutdown error: Already closed", logged at error level by dozens of
    # test servers a run (after "Waiting on child channel: CancellationError()"): it would fill the 80
    # lines, as it did on CI of 90cf5cd, hiding what failed.
    grep -E '✘|recorded an issue|error:|Fatal error|Expectation failed|Caught error' "$log" \
        | grep -v -e '^.*passed after' -e 'Server shutdown error: Already closed' | head -n 80
    # One line each, marked "error:", for summaries that keep only error lines: the tests that failed,
    # and those that started but never ended (a hang or a crash).
    python3 - "$log" <<'PY' || true
import re, sys
started, ended, failed = [], set(), []
for line in open(sys.argv[1], errors="replace"):
    if m := re.match(r'◇ Test (".*?"|\S+\(\)) started', line):
        started.append(m.group(1))
    if m := re.match(r'[✔✘] Test (".*?"|\S+\(\)) (passed|failed|with)', line):
        ended.add(m.group(1))
        if line.startswith("✘") and m.group(1) not in failed:
            failed.append(m.group(1))
for name in failed[:20]:
    print(f"error: test failed: {name}")
for name in [name for name in dict.fromkeys(started) if name not in ended][:20]:
    print(f"error: test never finished: {name}")
for line in open(sys.argv[1], errors="replace"):
    if line.startswith("test stage:"):
        print(f"error: stalled {line.rstrip()}")
PY
fi
exit "$status"
