"""schemathesis hooks for scripts/schemathesis.sh (loaded through SCHEMATHESIS_HOOKS):

- map_case: in nine in ten valid cases, generated path ids are swapped for real ones the script made
  before the run (GREENHOUSE_FUZZ_IDS, a JSON object of parameter name -> ids, or OPERATION.name ->
  ids for one operation's own), so an operation's handler sees the fuzzer's bodies and queries
  instead of a 404 for an id that never existed. The tenth keeps the generated value, so unknown ids
  are still fuzzed, and so does every negative case (it must stay negative). The choice is a function
  of the generated value (hypothesis requires generation to be repeatable). Only the fuzzing phase:
  the stateful phase follows the ids its own answers give, and schemathesis runs no map hook on the
  coverage phase's boundary cases.
- map_query: most well-formed made-up cursors left out (see there).
- after_call: every answer's operation and status appended to GREENHOUSE_FUZZ_STATS (JSON lines), for
  scripts/fuzz-reach.py.
"""
import json, os, re, zlib

import schemathesis

IDS = {}
if os.environ.get("GREENHOUSE_FUZZ_IDS"):
    with open(os.environ["GREENHOUSE_FUZZ_IDS"]) as file:
        IDS = json.load(file)
STATS = os.environ.get("GREENHOUSE_FUZZ_STATS")


@schemathesis.hook
def map_case(context, case):
    # Only the fuzzing phase's valid cases (schemathesis' own "positive" mode) get real ids: a negative
    # case must stay negative, and the stateful phase takes its ids from the answers it follows.
    mode = case.meta.generation.mode.value if case.meta and case.meta.generation else None
    phase = case.meta.phase.name.value if case.meta and case.meta.phase else None
    if mode != "positive" or phase != "fuzzing" or not case.path_parameters:
        return case
    operation = case.operation.definition.raw.get("operationId")
    for name, value in list(case.path_parameters.items()):
        # An operation's own ids first ("deleteComment.commentId": comments it may use up), else the name's.
        known = IDS.get(f"{operation}.{name}") or IDS.get(name)
        if not known:
            continue
        digest = zlib.crc32(repr(value).encode())
        if digest % 10:  # nine cases in ten
            case.path_parameters[name] = known[digest % len(known)]
    return case


CURSOR = re.compile(r"[A-Za-z0-9_-]{40,1024}")


@schemathesis.hook
def map_query(context, query):
    """A well-formed cursor the fuzzer makes up is one the server never issued (404 unknown-cursor, as the
    documents say), so nine in ten are left out and the listing itself is reached; malformed ones stay."""
    if query and isinstance(query.get("cursor"), str) and CURSOR.fullmatch(query["cursor"]):
        if zlib.crc32(query["cursor"].encode()) % 10:
            del query["cursor"]
    return query


@schemathesis.hook
def after_call(context, case, response):
    if not STATS:
        return
    operation = case.operation.definition.raw.get("operationId") or case.operation.label
    # The coverage phase's boundary cases go through no map hook (so never carry a real id), and negative
    # cases are meant to be refused: the report tells them apart.
    phase = case.meta.phase.name.value if case.meta and case.meta.phase else None
    mode = case.meta.generation.mode.value if case.meta and case.meta.generation else None
    with open(STATS, "a") as file:
        file.write(json.dumps({"operation": operation, "status": response.status_code, "phase": phase, "mode": mode}) + "\n")
