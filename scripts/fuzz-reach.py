#!/usr/bin/env python3
"""Whether the fuzzer reached every operation's handler, from the answers scripts/schemathesis_hooks.py
recorded: per operation, how many answers to the fuzzing phase's valid cases (generated input, real
ids put in) were 404 and how many 429. An operation most of whose
answers were one of those was stopped before its handler (an id that does not exist, a rate limit),
so what it does with bad input went untested; it fails the run unless the app's schemathesis
configuration gives a reason for it in a comment line of the form

    # reach: OPERATION_ID: why it mostly answers 404 or 429

  scripts/fuzz-reach.py STATS.jsonl CONFIG.toml
"""
import collections, json, re, sys


def main():
    stats_path, config_path = sys.argv[1], sys.argv[2]
    answers = collections.defaultdict(collections.Counter)
    boundary = 0
    with open(stats_path) as file:
        for line in file:
            record = json.loads(line)
            # Only the fuzzing phase's valid cases count: the coverage phase's boundary cases never carry a
            # real id (no map hook runs on them; they test the schema's edges, checked before any lookup);
            # negative cases are meant to be refused, and a malformed id may rightly be a 404; the stateful
            # phase's sequences look up what their own earlier steps deleted, rightly 404.
            if record.get("phase") != "fuzzing" or record.get("mode") != "positive":
                boundary += 1
                continue
            answers[record["operation"]][record["status"]] += 1
    reasons = {}
    with open(config_path) as file:
        for line in file:
            match = re.match(r"#\s*reach:\s*([A-Za-z0-9_]+):\s*(.+)", line.strip())
            if match:
                reasons[match.group(1)] = match.group(2)
    stopped, explained = [], []
    for operation, statuses in sorted(answers.items()):
        total = sum(statuses.values())
        blocked = statuses[404] + statuses[429]
        if blocked * 2 > total:
            line = f"{operation}: {statuses[404]} of {total} answers 404, {statuses[429]} 429"
            (explained if operation in reasons else stopped).append((operation, line))
    total = sum(sum(s.values()) for s in answers.values())
    print(f"==> reach: {total} answers over {len(answers)} operations of valid cases in the fuzzing phase (not counted: {boundary} negative, boundary and stateful cases); "
          f"{len(stopped) + len(explained)} mostly 404/429 ({len(explained)} with a reason in {config_path})")
    for operation, line in explained:
        print(f"    {line} — {reasons[operation]}")
    for operation, line in stopped:
        print(f"    NOT REACHED {line}")
    for operation in sorted(set(reasons) - set(answers)):
        print(f"    (a reason is given for {operation}, which the run never called)")
    sys.exit(1 if stopped else 0)


if __name__ == "__main__":
    main()
