#!/usr/bin/env python3
"""Fault checks of `greenhouse serve` (issue 20, "Faults"), for scripts/faults.sh. One check per run:

  1 crash-sqlite    a load of Calyx writes (dev sign-ups, saves, collections and adds, comments,
                    photo uploads) while the server is killed with SIGKILL 4 times at random moments
                    and started again on the same data directory (SQLite): every acknowledged write
                    (2xx received) is there afterwards, media rows and files agree, and files a row
                    never came for are swept
  2 crash-postgres  the same with DATABASE_URL (the server is killed, not PostgreSQL)
  3 pg-outage       PostgreSQL stopped for ~10 s under a light load: answers are 2xx or 503
                    problem+json with Retry-After, never a 500, never slower than 5 s; /ready 503 and
                    /health 200 meanwhile; the time until a database request succeeds once it is back
  4 disk-full       the data directory on a small tmpfs filled up: uploads and writes refused with
                    507 (or 503) problem+json, never a 500 or a hang; reads keep answering the same;
                    writes work again once there is room
  5 slow-clients    640 connections trickling request heads from 8 addresses and 20 uploads at 10
                    bytes/s: the per-address cap refuses what is over it at once, the header and body
                    deadlines cut the rest, and a prompt client is answered throughout, never failing

  scripts/fault-check.py CHECK --bin GREENHOUSE --work DIR [--data-dir DIR]

Servers are started here (`serve --dev-auth` on a free loopback port) with their pid in DIR/*.pid,
so faults.sh can stop whatever a crashed check left. PostgreSQL checks read DATABASE_URL, PSQL and
GREENHOUSE_TEST_POSTGRES_STOP/_START from the environment. Exit 1 when the check fails.
"""
import argparse, http.client, os, random, select, socket, subprocess, sys, threading, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from greenhouse_harness import run_and_exit, call, expect, LoadThreads, make_jpeg, ok, percentile, say  # noqa: E402
from calyx_writes import (ENCODINGS, VARIANTS, Server, Tables, WriteLoad, file_census, flower_ids, is_problem,  # noqa: E402
                          jpeg_variant, verify_acknowledged, xff)


def sweep_runs(tables):
    rows = tables.rows(f"SELECT runs, COALESCE(last_finished_us, 0) FROM {tables.table('job_leases')} WHERE name = 'sweep-unfinished-media'")
    return (int(rows[0][0]), int(rows[0][1]) / 1e6) if rows else (0, 0.0)


def check_crash(args, postgres):
    label = "PostgreSQL" if postgres else "SQLite"
    env = {}
    data_dir = os.path.join(args.work, "data")
    if postgres:
        prefix = f"faults{args.check}_"
        env = {"DATABASE_URL": os.environ["DATABASE_URL"], "GREENHOUSE_SCHEMA_PREFIX": prefix}
        tables = Tables(postgres_url=os.environ["DATABASE_URL"], schema=f"{prefix}calyx")
    else:
        tables = Tables(data_dir=data_dir)
    server = Server(args.bin, args.work, "server", data_dir, env)
    seconds = server.start()
    say(f"{label}: server on {server.base} (data directory {data_dir}) ready in {seconds:.1f} s")
    flowers = flower_ids(server.base)
    jpeg = make_jpeg(args.work, 160, 120, "small")
    say(f"made a {len(jpeg)}-byte 160×120 JPEG with vips; each upload adds a unique JPEG comment (COM) segment to it")
    load = WriteLoad(server, flowers, jpeg)
    kills = 4
    say(f"load: {len(load.threads)} threads of sign-ups, saves, collection creates and adds, comments and uploads; "
        f"SIGKILL {kills} times, every 2–5 s")
    load.start()
    restarts = []
    try:
        for kill in range(1, kills + 1):
            time.sleep(random.uniform(2, 5))
            with load.lock:
                before = sum(len(items) for items in load.acknowledged.values())
            server.kill9()
            killed_at = time.monotonic()
            if kill == kills:
                load.finish()  # the last kill ends the load: every write checked has lived through one
            ready = server.start()
            restarts.append(ready)
            say(f"kill {kill}: SIGKILL with {before} writes acknowledged so far; started again, /ready after {ready:.2f} s "
                f"({time.monotonic() - killed_at:.2f} s after the kill)")
    finally:
        load.finish()
    say("writes acknowledged (2xx) per kind, of attempts:")
    for kind in load.KINDS:
        statuses = ", ".join(f"{status}: {count}" for (k, status), count in sorted(load.outcomes.items(), key=lambda x: str(x[0][1]))
                             if k == kind)
        say(f"  {kind:15} {len(load.acknowledged[kind]):4} of {load.attempts[kind]:4}   ({statuses})")
    total = sum(len(items) for items in load.acknowledged.values())
    expect(total > 0, "no write was acknowledged")
    problems = []
    for kind, status, rid, body in load.unexpected[:10]:
        problems.append(f"{kind} answered {status} (request {rid}): {body[:160]}")
        for line in server.log_lines_for(rid):
            say(f"  server log: {line[:300]}")
    if load.unexpected:
        problems.append(f"{len(load.unexpected)} answers were neither 2xx nor 503 nor a cut connection")

    missing, checked_urls, waiting = verify_acknowledged(server, tables, load)
    say(f"verified through the API after {kills} kills: {total} acknowledged writes, {checked_urls} media URLs fetched "
        f"(WebP and JPEG of each variant); missing: {len(missing)}; answered 503 + Retry-After (larger sizes still to be "
        f"made): {len(waiting)}")
    for kind, what in missing[:15]:
        say(f"  missing {kind}: {what}")
    if missing:
        problems.append(f"{len(missing)} acknowledged writes missing")

    census = file_census(server, tables)
    say(f"media files: {census['files']} files of {census['keys']} images; {census['rows']} images with media rows, "
        f"{len(census['pending'])} media_pending rows; rows without all {len(VARIANTS) * len(ENCODINGS)} files: "
        f"{len(census['without_files'])}; files of no row: {len(census['journaled'])} images journaled in media_pending, "
        f"{len(census['orphans'])} not journaled; temporary files: {len(census['temporary'])}; rows whose larger sizes a "
        f"kill cut short (job kept): {len(census['awaiting'])}")
    for key in census["without_files"][:5]:
        problems.append(f"media row for {key} without all its files")
    for key in census["orphans"][:5]:
        problems.append(f"files of {key} belong to no media row and no media_pending row")
    for path in census["temporary"][:5]:
        say(f"  temporary file left by a kill: {os.path.relpath(path, server.data_dir)} ({os.path.getsize(path)} bytes)")

    if census["journaled"] or census["awaiting"] or waiting:
        newest = max(list(census["pending"].values()) + list(census["jobs"].values()), default=time.time())
        runs0, _ = sweep_runs(tables)
        say(f"waiting for sweep-unfinished-media to settle {len(census['pending'])} journal rows and "
            f"{len(census['jobs'])} variant jobs (the newest {time.time() - newest:.0f} s old; swept once a minute old, "
            "the job runs every 60 s)")
        deadline = time.monotonic() + 150
        while True:
            runs, finished = sweep_runs(tables)
            if finished > newest + 60 and runs > runs0:
                break
            if time.monotonic() > deadline:
                problems.append("sweep-unfinished-media did not run on the journal rows within 150 s")
                break
            time.sleep(1)
        after = file_census(server, tables)
        say(f"after the sweep (run {runs}): media_pending rows {len(after['pending'])}, images with files but no row "
            f"{len(after['journaled']) + len(after['orphans'])} (were {len(census['journaled'])}), rows without files "
            f"{len(after['without_files'])}, variant jobs {len(after['jobs'])} (were {len(census['jobs'])}), temporary files "
            f"{len(after['temporary'])}")
        if after["awaiting"]:
            problems.append(f"{len(after['awaiting'])} media rows still without their larger sizes after the sweep")
        late = [(upload, url, accept) for upload, url, accept in waiting
                if call(server.base, "GET", url, headers={"Accept": accept}).status != 200]
        say(f"the {len(waiting)} URLs that answered 503 before the sweep, fetched again: {len(waiting) - len(late)} answer 200")
        for upload, url, accept in late[:5]:
            problems.append(f"media {upload['id']}: GET {url} ({accept}) still not 200 after the sweep")
        if after["journaled"] or after["orphans"]:
            problems.append(f"{len(after['journaled']) + len(after['orphans'])} images' files without a row were not swept")
        if after["without_files"]:
            problems.append(f"{len(after['without_files'])} media rows without their files after the sweep")
        census = after
    elif census["pending"]:
        say(f"{len(census['pending'])} media_pending rows without any file (a kill after the journal row, before the first "
            "file): nothing to remove; the sweep settles the rows once a minute old (not waited for)")
    else:
        say("no media_pending rows and no files without a row: no kill landed between an upload's journal row and its "
            "media row, so there was nothing to sweep")
    if census["temporary"]:
        problems.append(f"{len(census['temporary'])} temporary files (.tmp-*) under media/ left by the kills; "
                        "no row journals them and no job removes them")

    errors = server.errors_in_log()
    say(f"server log: {server.starts} starts, {len(errors)} error lines or 500s")
    for line in errors[:8]:
        say(f"  {line[:300]}")
    if any("http.status=500" in line for line in errors):
        problems.append("the server answered 500")
    server.stop(problems)
    say(f"summary: kills {kills}, acknowledged {total} "
        f"({', '.join(f'{kind} {len(load.acknowledged[kind])}' for kind in load.KINDS)}), missing {len(missing)}")
    for problem in problems:
        say(f"problem: {problem}")
    expect(not problems, "; ".join(problems[:3]))


# ------------------------------------------------------------------------------------ PostgreSQL outage

class ReadLoad(LoadThreads):
    """Threads of searches, a signed-in profile GET, saves and /health; every answer recorded."""

    def __init__(self, server, flowers, account, threads=3):
        super().__init__(threads)
        self.server, self.flowers, self.account = server, flowers, account
        self.lock = threading.Lock()
        self.results = []  # (started monotonic, kind, seconds, status or error, problem+json, retry-after, request id)

    def one(self, number, sequence):
        choice = random.random()
        token = self.account["accessToken"]
        if choice < 0.3:
            word = random.choice(["rose", "lily", "tulip", "daisy", "orchid", "iris", "poppy", "violet", "sun", "blue", "red", "star"])
            return "search", "GET", f"/calyx/v1/flowers/search?query={word}&limit=10", None, None
        if choice < 0.55:
            return "profile", "GET", "/calyx/v1/user/profile", None, token
        if choice < 0.8:
            return "save", "POST", "/calyx/v1/saved", {"flowerId": random.choice(self.flowers)}, token
        return "health", "GET", "/health", None, None

    def run(self, number):
        sequence = 0
        while not self.stop.is_set():
            sequence += 1
            kind, method, path, body, token = self.one(number, sequence)
            rid = f"outage-{number}-{sequence}-{os.urandom(3).hex()}"
            started = time.monotonic()
            try:
                reply = call(self.server.base, method, path, body=body, token=token, headers={"X-Request-ID": rid}, timeout=15)
                result = (started, kind, reply.seconds, reply.status, is_problem(reply), reply.headers.get("retry-after"), rid)
            except (OSError, http.client.HTTPException) as error:
                result = (started, kind, time.monotonic() - started, type(error).__name__, False, None, rid)
            with self.lock:
                self.results.append(result)
            time.sleep(0.02)


def shell(command):
    started = time.monotonic()
    completed = subprocess.run(command, shell=True, capture_output=True, text=True)
    expect(completed.returncode == 0, f"{command!r} failed: {completed.stderr.strip()[-300:]}")
    return time.monotonic() - started


def check_outage(args):
    stop_command, start_command = os.environ["GREENHOUSE_TEST_POSTGRES_STOP"], os.environ["GREENHOUSE_TEST_POSTGRES_START"]
    env = {"DATABASE_URL": os.environ["DATABASE_URL"], "GREENHOUSE_SCHEMA_PREFIX": "faults3_"}
    server = Server(args.bin, args.work, "server", os.path.join(args.work, "data"), env)
    say(f"PostgreSQL: server on {server.base} ready in {server.start():.1f} s")
    flowers = flower_ids(server.base)
    account = ok(call(server.base, "POST", "/calyx/v1/auth/dev", {"name": "Outage Olive"}, headers=xff(1)), 200, "sign-in").json()
    load = ReadLoad(server, flowers, account)
    probes = []  # (monotonic, path, status or error, seconds)
    probing = threading.Event()

    def probe():
        while not probing.is_set():
            for path in ["/ready", "/health"]:
                started = time.monotonic()
                try:
                    reply = call(server.base, "GET", path, timeout=15)
                    probes.append((started, path, reply.status, reply.seconds))
                except (OSError, http.client.HTTPException) as error:
                    probes.append((started, path, type(error).__name__, time.monotonic() - started))
            time.sleep(0.2)

    prober = threading.Thread(target=probe, daemon=True)
    say(f"load: {len(load.threads)} threads of searches, GET /calyx/v1/user/profile, POST /calyx/v1/saved and /health; "
        "/ready and /health probed every 0.2 s")
    load.start()
    prober.start()
    problems = []
    try:
        time.sleep(2)
        stop_began = time.monotonic()
        seconds = shell(stop_command)
        outage_began = time.monotonic()
        say(f"PostgreSQL stopped ({seconds:.2f} s for pg_ctl stop -m fast)")
        time.sleep(10)
        start_began = time.monotonic()
        seconds = shell(start_command)
        started = time.monotonic()
        say(f"PostgreSQL started again ({seconds:.2f} s for pg_ctl start) after {started - outage_began:.1f} s away")
        # Recovery: the first save and profile read that succeed once PostgreSQL accepts connections again.
        recovered = {}
        while len(recovered) < 2 and time.monotonic() - started < 30:
            for kind, method, path, body in [("save", "POST", "/calyx/v1/saved", {"flowerId": random.choice(flowers)}),
                                             ("profile", "GET", "/calyx/v1/user/profile", None)]:
                if kind in recovered:
                    continue
                try:
                    reply = call(server.base, method, path, body=body, token=account["accessToken"], timeout=15)
                    if 200 <= reply.status < 300:
                        recovered[kind] = time.monotonic() - started
                except (OSError, http.client.HTTPException):
                    pass
            time.sleep(0.05)
        time.sleep(2)
    finally:
        load.finish()
        probing.set()
        prober.join()
    # Phases: before the stop; from the stop until PostgreSQL was started again (stopping, away); after.
    phases = [("before", 0, stop_began), ("outage", stop_began, start_began), ("restarting", start_began, started),
              ("after", started, float("inf"))]

    def phase_of(moment):
        return next(name for name, low, high in phases if low <= moment < high)

    say(f"{'phase':11} {'answers':>8}  statuses (per kind)")
    for name, _, _ in phases:
        mine = [r for r in load.results if phase_of(r[0]) == name]
        by_kind = {}
        for r in mine:
            by_kind.setdefault(r[1], {}).setdefault(r[3], 0)
            by_kind[r[1]][r[3]] += 1
        say(f"{name:11} {len(mine):8}  " + "; ".join(f"{kind} " + ", ".join(f"{status}×{count}" for status, count in sorted(statuses.items(), key=str))
                                                     for kind, statuses in sorted(by_kind.items())))
    slowest = max(load.results, key=lambda r: r[2])
    latencies = sorted(r[2] * 1000 for r in load.results if phase_of(r[0]) in ("outage", "restarting"))
    say(f"answers while PostgreSQL was away: p50 {percentile(latencies, 0.5):.0f} ms, p99 {percentile(latencies, 0.99):.0f} ms; "
        f"slowest of the whole run: {slowest[1]} {slowest[3]} in {slowest[2] * 1000:.0f} ms ({phase_of(slowest[0])})")
    bad = []
    for r in load.results:
        started_at, kind, seconds, status, problem, retry_after, rid = r
        if isinstance(status, str):
            bad.append((r, "no answer"))
        elif status == 503 and not (problem and retry_after):
            bad.append((r, f"503 without {'problem+json' if not problem else 'Retry-After'}"))
        elif not (200 <= status < 300 or status == 503):
            bad.append((r, f"status {status}"))
        elif seconds > 5:
            bad.append((r, f"{seconds:.1f} s"))
        elif started_at + seconds < stop_began and not 200 <= status < 300:
            bad.append((r, f"{status} before the outage"))  # (one still running when the stop began may be a 503)
    unavailable = [r for r in load.results if r[3] == 503]
    retry_after = sorted({r[5] for r in unavailable if r[5]})
    say(f"503 answers: {len(unavailable)}, each problem+json: {all(r[4] for r in unavailable)}, Retry-After values: {retry_after}")
    for r, why in bad[:8]:
        say(f"  bad answer: {r[1]} {r[3]} in {r[2] * 1000:.0f} ms ({phase_of(r[0])}, request {r[6]}): {why}")
        lines = server.log_lines_for(r[6], 3)
        for line in lines:
            say(f"    server log: {line[:300]}")
        if not lines:
            say("    server log: no line with this request ID (the server never finished the request)")
    if bad:
        problems.append(f"{len(bad)} answers were not 2xx or a 503 problem+json with Retry-After within 5 s")
    # /ready and /health while PostgreSQL was away: asked from a second after the stop returned and answered
    # before the start began (a probe still waiting when PostgreSQL came back may rightly answer 200).
    during = [p for p in probes if outage_began + 1 <= p[0] and p[0] + p[3] < start_began]
    ready = {}
    health = {}
    for _, path, status, _ in during:
        target = ready if path == "/ready" else health
        target[status] = target.get(status, 0) + 1
    say(f"while away: /ready {ready}, /health {health}; slowest probe {max((p[3] for p in during), default=0) * 1000:.0f} ms")
    if set(ready) != {503}:
        problems.append(f"/ready answered {ready} while PostgreSQL was away (expected 503 only)")
    if set(health) != {200}:
        problems.append(f"/health answered {health} while PostgreSQL was away (expected 200 only)")
    ready_again = next((p[0] - started for p in probes if p[1] == "/ready" and p[0] >= started and p[2] == 200), None)
    say("recovery after pg_ctl start returned: " + ", ".join(f"first successful {kind} after {seconds:.2f} s" for kind, seconds in
                                                             sorted(recovered.items()))
        + (f", /ready 200 after {ready_again:.2f} s" if ready_again is not None else ", /ready never 200 again"))
    for kind in ["save", "profile"]:
        if kind not in recovered:
            problems.append(f"no {kind} succeeded within 30 s of PostgreSQL being back")
        elif recovered[kind] > 5:
            problems.append(f"the first {kind} succeeded {recovered[kind]:.1f} s after PostgreSQL was back (goal ≤ 5 s)")
    if ready_again is None:
        problems.append("/ready did not answer 200 again")
    errors = server.errors_in_log()
    say(f"server log: {len(errors)} error lines or 500s; first ones:")
    for line in errors[:5]:
        say(f"  {line[:300]}")
    server.stop(problems)
    for problem in problems:
        say(f"problem: {problem}")
    expect(not problems, "; ".join(problems[:3]))


# ------------------------------------------------------------------------------------------- disk full

def free_bytes(path):
    stat = os.statvfs(path)
    return stat.f_bavail * stat.f_frsize


def fill(path, leave):
    """Appends zeros to the filler file at `path` until `leave` bytes are free (or the disk refuses)."""
    chunk = b"\0" * (1 << 20)
    with open(path, "ab") as file:
        while True:
            room = free_bytes(os.path.dirname(path)) - leave
            if room <= 0:
                break
            try:
                file.write(chunk[:min(len(chunk), room)])
                file.flush()
            except OSError:
                break
        try:
            os.fsync(file.fileno())
        except OSError:
            pass


def check_disk_full(args):
    data_dir = args.data_dir
    disk = os.path.dirname(data_dir)
    server = Server(args.bin, args.work, "server", data_dir)
    say(f"SQLite on a {os.statvfs(disk).f_blocks * os.statvfs(disk).f_frsize >> 20} MiB tmpfs ({disk}): server on {server.base} "
        f"ready in {server.start():.1f} s")
    base = server.base
    flowers = flower_ids(base)
    account = ok(call(base, "POST", "/calyx/v1/auth/dev", {"name": "Disk Daisy"}, headers=xff(1)), 200, "sign-in").json()
    token, address = account["accessToken"], xff(1)
    jpeg = make_jpeg(args.work, 160, 120, "small")
    # What must read the same once the disk is full.
    search_path = "/calyx/v1/flowers/search?query=rose&limit=10"
    search = ok(call(base, "GET", search_path), 200, "search").json()
    detail_flower = flowers[0]
    detail = ok(call(base, "GET", f"/calyx/v1/flowers/{detail_flower}"), 200, "flower detail").json()
    saved = ok(call(base, "POST", "/calyx/v1/saved", {"flowerId": flowers[1]}, token=token, headers=address), 201, "save").json()
    image = ok(call(base, "POST", "/calyx/v1/media", jpeg_variant(jpeg, "disk-full before"), token=token,
                    headers=dict(address, **{"Content-Type": "image/jpeg"})), 201, "upload").json()
    photo_url = image["variants"]["medium"]["url"]
    photo = ok(call(base, "GET", photo_url, headers={"Accept": "image/webp"}), 200, "photo")
    say(f"before: search 'rose' {len(search['items'])} flowers; flower {detail['commonName']}; saved {saved['flower']['commonName']} "
        f"({saved['id']}); uploaded photo {photo_url} ({len(photo.body)} B WebP)")

    filler = os.path.join(disk, "filler")
    written = {"sequence": 0}

    def writes():
        """One of each write; answers as (kind, reply or error text)."""
        written["sequence"] += 1
        n = written["sequence"]
        attempts = [
            ("upload", "POST", "/calyx/v1/media", jpeg_variant(jpeg, f"disk-full {n} {os.urandom(4).hex()}"), {"Content-Type": "image/jpeg"}),
            ("save", "POST", "/calyx/v1/saved", {"flowerId": flowers[1 + n]}, {}),
            ("comment", "POST", f"/calyx/v1/flowers/{flowers[2]}/comments", {"text": f"Written on a full disk, {n}"}, {}),
            ("collection", "POST", "/calyx/v1/collections", {"name": f"Full disk {n}"}, {}),
            ("sign-up", "POST", "/calyx/v1/auth/dev", {"name": f"Disk Newcomer {n}"}, {}),
        ]
        answers = []
        for kind, method, path, body, headers in attempts:
            rid = f"disk-{kind}-{n}-{os.urandom(3).hex()}"
            sent = dict(headers, **{"X-Request-ID": rid})
            sent.update(xff(1000 + n) if kind == "sign-up" else address)
            try:
                reply = call(base, method, path, body=body, token=None if kind == "sign-up" else token, headers=sent, timeout=10)
                answers.append((kind, reply, rid))
            except (OSError, http.client.HTTPException) as error:
                answers.append((kind, f"{type(error).__name__}: {error}", rid))
        return answers

    def describe(answer):
        kind, reply, rid = answer
        if isinstance(reply, str):
            return f"{kind} {reply}"
        problem = ""
        if is_problem(reply):
            body = reply.json()
            problem = f" {body.get('type', '').replace('urn:greenhouse:problem:', '')}"
        return f"{kind} {reply.status}{problem} ({reply.ms:.0f} ms)"

    def reads():
        """The reads above again: (what, same as before?)."""
        results = []
        reply = call(base, "GET", search_path, timeout=10)
        results.append(("search", reply.status, reply.status == 200 and
                        [i["id"] for i in reply.json()["items"]] == [i["id"] for i in search["items"]]))
        reply = call(base, "GET", f"/calyx/v1/flowers/{detail_flower}", timeout=10)
        results.append(("flower detail", reply.status, reply.status == 200 and reply.json() == detail))
        reply = call(base, "GET", photo_url, headers={"Accept": "image/webp"}, timeout=10)
        results.append(("photo", reply.status, reply.status == 200 and reply.body == photo.body
                        and reply.headers.get("etag") == photo.headers.get("etag")))
        reply = call(base, "GET", "/calyx/v1/saved?limit=100", token=token, headers=address, timeout=10)
        results.append(("saved list", reply.status, reply.status == 200 and saved["id"] in [i["id"] for i in reply.json()["items"]]))
        return results

    problems = []

    def judge(answers, phase, allow_stored):
        for kind, reply, rid in answers:
            if isinstance(reply, str):
                problems.append(f"{phase}: {kind} got no answer within 10 s ({reply})")
            elif reply.status in (507, 503):
                if not is_problem(reply):
                    problems.append(f"{phase}: {kind} {reply.status} is not problem+json")
            elif 200 <= reply.status < 300 and (allow_stored or kind != "upload"):
                pass  # it fitted (checked below where it matters)
            else:
                problems.append(f"{phase}: {kind} answered {reply.status}, expected 507 or 503 problem+json")
                if len(problems) <= 2:  # the evidence of the first ones (the rest look alike in the log)
                    for line in server.log_lines_for(rid, 3):
                        say(f"    server log: {line[:300]}")

    try:
        fill(filler, 300 * 1024)
        say(f"filled the tmpfs with a {os.path.getsize(filler) >> 20} MiB file: {free_bytes(disk) >> 10} KiB free")
        answers = writes()
        say("writes with ~300 KiB free: " + "; ".join(describe(a) for a in answers))
        judge(answers, "~300 KiB free", allow_stored=True)
        results = reads()
        say("reads: " + "; ".join(f"{what} {status}{' same' if same else ' DIFFERENT'}" for what, status, same in results))
        problems += [f"~300 KiB free: {what} read {status}, {'same' if same else 'not the same as before'}"
                     for what, status, same in results if not same]
        fill(filler, 0)
        say(f"filled the rest: {free_bytes(disk)} bytes free")
        for round_number in (1, 2):
            answers = writes()
            say(f"writes on the full disk (round {round_number}): " + "; ".join(describe(a) for a in answers))
            judge(answers, f"full disk round {round_number}", allow_stored=False)
            stored = [a for a in answers if not isinstance(a[1], str) and 200 <= a[1].status < 300]
            if stored:
                say("  stored anyway (a database write that fitted in pages SQLite had already allocated): "
                    + ", ".join(a[0] for a in stored))
                problems.append(f"full disk round {round_number}: {', '.join(a[0] for a in stored)} succeeded; "
                                "expected 507/503 on a full disk")
        results = reads()
        say("reads on the full disk: " + "; ".join(f"{what} {status}{' same' if same else ' DIFFERENT'}" for what, status, same in results))
        problems += [f"full disk: {what} read {status}, {'same' if same else 'not the same as before'}"
                     for what, status, same in results if not same]
        health = call(base, "GET", "/health", timeout=10)
        ready = call(base, "GET", "/ready", timeout=10)
        say(f"on the full disk: /health {health.status}, /ready {ready.status} {ready.body.decode()[:120].strip()}")
    finally:
        if os.path.exists(filler):
            os.remove(filler)
    say(f"deleted the filler: {free_bytes(disk) >> 20} MiB free")
    answers = writes()
    say("writes after: " + "; ".join(describe(a) for a in answers))
    for kind, reply, rid in answers:
        if isinstance(reply, str) or not 200 <= reply.status < 300:
            problems.append(f"after the filler was deleted: {describe((kind, reply, rid))}")
            for line in server.log_lines_for(rid, 3):
                say(f"    server log: {line[:300]}")
    results = reads()
    say("reads after: " + "; ".join(f"{what} {status}{' same' if same else ' DIFFERENT'}" for what, status, same in results))
    errors = server.errors_in_log()
    say(f"server log: {len(errors)} error lines or 500s; first ones:")
    for line in errors[:6]:
        say(f"  {line[:300]}")
    server.stop(problems)
    for problem in problems:
        say(f"problem: {problem}")
    expect(not problems, "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""))


# ------------------------------------------------------------------------------------ 5 slow clients

class Prober(LoadThreads):
    """One prompt client from 127.0.0.1: /health and a search in turn, every answer timed."""

    def __init__(self, server):
        super().__init__(1)
        self.server, self.results = server, []  # (started monotonic, seconds, status or error name)

    def run(self, number):
        paths = ["/health", "/calyx/v1/flowers/search?query=rose&limit=10"]
        sequence = 0
        while not self.stop.is_set():
            sequence += 1
            started = time.monotonic()
            try:
                reply = call(self.server.base, "GET", paths[sequence % 2], timeout=15)
                self.results.append((started, reply.seconds, reply.status))
            except (OSError, http.client.HTTPException) as error:
                self.results.append((started, time.monotonic() - started, type(error).__name__))
            time.sleep(0.02)


class SlowSockets:
    """Raw sockets that never finish: heads sent a line at a time, or bodies at `rate` bytes/s.
    Each is watched until the server closes it; when that happened is kept."""

    def __init__(self, port, head, source, count, trickle):
        self.trickle, self.sockets, self.opened, self.closed = trickle, [], {}, {}
        for _ in range(count):
            sock = socket.socket()
            sock.bind((source, 0))
            sock.settimeout(5)
            sock.connect(("127.0.0.1", port))
            sock.setblocking(False)
            self.opened[sock] = time.monotonic()
            self.sockets.append(sock)
            try:
                sock.send(head)
            except OSError:
                self.closed[sock] = time.monotonic()

    def step(self):
        """Sends each open socket its next trickle and notes the ones the server has closed."""
        open_ones = [sock for sock in self.sockets if sock not in self.closed]
        readable = select.select(open_ones, [], [], 0)[0] if open_ones else []
        for sock in open_ones:
            gone = False
            if sock in readable:
                try:
                    gone = sock.recv(4096) == b""
                except OSError:
                    gone = True
            if not gone:
                try:
                    sock.send(self.trickle)
                except OSError:
                    gone = True
            if gone:
                self.closed[sock] = time.monotonic()

    def lifetimes(self):
        return sorted(self.closed[sock] - self.opened[sock] for sock in self.closed)

    def still_open(self):
        return len(self.sockets) - len(self.closed)

    def close(self):
        for sock in self.sockets:
            sock.close()


def check_slow_clients(args):
    header_timeout, grace, cap, addresses, per_address, uploads = 5, 5, 64, 8, 80, 20
    env = {"GREENHOUSE_TRUST_PROXY": "0", "GREENHOUSE_HEADER_TIMEOUT": str(header_timeout),
           "GREENHOUSE_BODY_GRACE": str(grace), "GREENHOUSE_CONNECTIONS_PER_ADDRESS": str(cap)}
    server = Server(args.bin, args.work, "server", os.path.join(args.work, "data"), env)
    say(f"server on {server.base} ready in {server.start():.1f} s (header timeout {header_timeout} s, "
        f"body at 1,024 bytes/s after {grace} s, {cap} connections per address)")
    prober = Prober(server)
    prober.start()
    time.sleep(5)
    attack_began = time.monotonic()
    heads = [SlowSockets(server.port, b"GET /health HTTP/1.1\r\nHost: greenhouse\r\n", f"127.0.0.{2 + n}", per_address,
                         b"X-Slow: 1\r\n") for n in range(addresses)]
    body_head = (b"POST /calyx/v1/auth/dev HTTP/1.1\r\nHost: greenhouse\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 100000\r\n\r\n{\"name\": \"")
    bodies = SlowSockets(server.port, body_head, "127.0.0.20", uploads, b"aaaaa")  # 5 bytes each 0.5 s: 10 bytes/s
    groups = heads + [bodies]
    say(f"opened {addresses} × {per_address} connections trickling a request head (a line every 0.5 s) from "
        f"127.0.0.2–{1 + addresses}, and {uploads} uploads at 10 bytes/s from 127.0.0.20")
    while any(group.still_open() for group in groups) and time.monotonic() - attack_began < 60:
        for group in groups:
            group.step()
        time.sleep(0.5)
    attack_ended = time.monotonic()
    time.sleep(2)
    prober.finish()
    problems = []
    left = sum(group.still_open() for group in groups)
    if left:
        problems.append(f"{left} slow connections were still open after 60 s")
    head_times = sorted(t for group in heads for t in group.lifetimes())
    refused = [t for t in head_times if t < header_timeout / 2]
    cut = [t for t in head_times if t >= header_timeout / 2]
    say(f"request heads: {len(refused)} connections refused at once by the per-address cap "
        f"(expected {addresses * (per_address - cap)}), {len(cut)} cut at the header deadline after "
        f"median {percentile(cut, 0.5):.1f} s, longest {max(cut, default=0):.1f} s")
    if len(refused) != addresses * (per_address - cap):
        problems.append(f"the cap refused {len(refused)} connections, not {addresses * (per_address - cap)}")
    if cut and max(cut) > header_timeout + 3:
        problems.append(f"a trickled head held its connection {max(cut):.1f} s (header timeout {header_timeout} s)")
    upload_times = bodies.lifetimes()
    say(f"uploads at 10 bytes/s: cut after median {percentile(upload_times, 0.5):.1f} s, longest "
        f"{max(upload_times, default=0):.1f} s")
    if upload_times and max(upload_times) > grace + 5:
        problems.append(f"a 10 bytes/s upload held its connection {max(upload_times):.1f} s")
    for group in groups:
        group.close()

    def figures(results):
        times = sorted(seconds * 1000 for _, seconds, status in results if status == 200)
        failed = [status for _, _, status in results if status != 200]
        return len(results), failed, percentile(times, 0.5), percentile(times, 0.99)
    before = figures([r for r in prober.results if r[0] < attack_began])
    during = figures([r for r in prober.results if attack_began <= r[0] < attack_ended])
    say(f"a prompt client meanwhile: {during[0]} requests, {len(during[1])} failed, p50 {during[2]:.1f} ms, "
        f"p99 {during[3]:.1f} ms (before the attack: {before[0]} requests, p50 {before[2]:.1f} ms, p99 {before[3]:.1f} ms)")
    if during[1] or before[1]:
        problems.append(f"the prompt client's requests failed: {(before[1] + during[1])[:5]}")
    errors = server.errors_in_log()
    if errors:
        problems.append(f"{len(errors)} error lines in the server log, first: {errors[0][:300]}")
    server.stop(problems)
    expect(not problems, "; ".join(problems))


CHECKS = {
    1: ("crash durability, SQLite", lambda args: check_crash(args, postgres=False)),
    2: ("crash durability, PostgreSQL", lambda args: check_crash(args, postgres=True)),
    3: ("PostgreSQL outage", check_outage),
    4: ("disk full", check_disk_full),
    5: ("slow clients", check_slow_clients),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("check", type=int, choices=sorted(CHECKS))
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--data-dir", help="check 4: the data directory, inside the small file system")
    args = parser.parse_args()
    name, function = CHECKS[args.check]
    print(f"==> check {args.check}: {name}", flush=True)
    run_and_exit(lambda: function(args))


if __name__ == "__main__":
    main()
