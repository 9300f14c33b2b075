#!/usr/bin/env python3
"""Checks several `greenhouse serve` instances behind nginx (issue 20), for scripts/test-cluster.sh.

Talks to nginx and to each instance directly and prints every check with its figures:
  1 health    /health and /ready on each instance and through nginx; request IDs through nginx
  2 session   signed in on A, used and refreshed on B, signed out on A: refused on B
  3 cursor    a search's next page asked from B with A's cursor: the same page A gives, no repeats
  4 upload    a JPEG uploaded through A, its /media/{key} variants served by B with the same ETag and
              bytes; a 2.7 MiB one through nginx; a catalog illustration drawn by `greenhouse seed`
              (SEED=1) served by both
  5 realtime  Couples partners paired through A: one listens on B (and through nginx), the other
              answers through A; the event arrives on B within seconds; then the other way round
  6 jobs      each scheduled job ran once per interval across both instances (/metrics of each
              and the job_leases table)
  7 restart   a load of GETs and idempotent PUTs through nginx while A, then B, is stopped with
              SIGTERM (it drains), started again and back in rotation: no request may fail
  8 rate      40 sign-ins from one client address alternating A and B: one budget for both (30, the
              sign-in burst), kept in PostgreSQL, not 30 on each

Python 3 standard library only (the WebSocket client is the few lines RFC 6455 needs). Exit 1 when
any check fails.

  scripts/cluster-check.py --nginx URL --a URL --b URL --work DIR [--checks 1,2,…]
where DIR holds test-cluster.sh's instance launcher (instance), NAME.pid, NAME.exit and NAME.log,
and nginx/logs/greenhouse.access.log. PSQL and DATABASE_URL come from the environment.
"""
import argparse, base64, hashlib, http.client, json, os, random, re, signal, socket, struct, subprocess, sys, threading, time, urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from greenhouse_harness import CheckFailed, call, dev_sign_in, expect, LoadThreads, make_jpeg, ok, percentile, say  # noqa: E402

started_at = time.monotonic()


# ------------------------------------------------------------------------------------------ WebSocket

class WebSocket:
    """A client WebSocket (RFC 6455) over a plain socket: enough for text messages, pings and closes."""

    GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    def __init__(self, base, path, token, timeout=10):
        url = urllib.parse.urlsplit(base)
        self.sock = socket.create_connection((url.hostname, url.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {path} HTTP/1.1\r\nHost: {url.hostname}:{url.port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                   f"Authorization: Bearer {token}\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise CheckFailed(f"WebSocket {base}{path}: connection closed during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        self.status = int(lines[0].split()[1])
        headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:] if ":" in line)}
        if self.status != 101:
            raise CheckFailed(f"WebSocket {base}{path}: upgrade refused with {lines[0]}")
        accept = base64.b64encode(hashlib.sha1(key.encode() + self.GUID).digest()).decode()
        if headers.get("sec-websocket-accept") != accept:
            raise CheckFailed(f"WebSocket {base}{path}: wrong Sec-WebSocket-Accept")

    def _read(self, count, deadline):
        while len(self.buffer) < count:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            self.sock.settimeout(left)
            chunk = self.sock.recv(65536)
            if not chunk:
                raise CheckFailed("WebSocket closed by the server without a close frame")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send(self, opcode, payload=b""):
        mask = os.urandom(4)
        header = bytes([0x80 | opcode])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", length)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive_text(self, timeout):
        """The next text message; answers pings on the way. TimeoutError when none comes in time."""
        deadline = time.monotonic() + timeout
        message = b""
        while True:
            first, second = self._read(2, deadline)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2, deadline))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8, deadline))[0]
            if second & 0x80:
                mask = self._read(4, deadline)
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(self._read(length, deadline)))
            else:
                payload = self._read(length, deadline)
            if opcode == 0x9:
                self.send(0xA, payload)
            elif opcode == 0x8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                raise CheckFailed(f"WebSocket closed by the server (code {code})")
            elif opcode in (0x1, 0x0):
                message += payload
                if first & 0x80:
                    return message.decode()

    def close(self):
        try:
            self.send(0x8, struct.pack("!H", 1000))
        except OSError:
            pass
        self.sock.close()


# --------------------------------------------------------------------------------------------- setup

class Cluster:
    def __init__(self, args):
        self.nginx = args.nginx
        self.instances = {"A": args.a, "B": args.b}
        self.work = args.work
        self.access_log = os.path.join(args.work, "nginx", "logs", "greenhouse.access.log")
        self.error_log = os.path.join(args.work, "nginx", "logs", "greenhouse.error.log")
        self.psql = os.environ.get("PSQL", "psql")
        self.database_url = os.environ["DATABASE_URL"]

    def port(self, name):
        return urllib.parse.urlsplit(self.instances[name]).port

    def log(self, name):
        with open(os.path.join(self.work, f"{name.lower()}.log"), errors="replace") as file:
            return file.read()

    def sql(self, query):
        output = subprocess.run([self.psql, self.database_url, "-X", "-At", "-F", "\t", "-c", query],
                                check=True, capture_output=True, text=True).stdout
        return [line.split("\t") for line in output.splitlines() if line]


def x25519_public_key():
    # Any 32 bytes are an X25519 public key the server can store; the apps derive the pair key from them.
    return base64.b64encode(os.urandom(32)).decode()


def metric_values(text, name):
    """{labels text: value} of a Prometheus metric in /metrics."""
    values = {}
    for line in text.splitlines():
        match = re.match(rf'^{re.escape(name)}(\{{[^}}]*\}})?\s+(\S+)$', line)
        if match:
            values[match.group(1) or ""] = float(match.group(2))
    return values


def job_runs(base, app="calyx"):
    """Runs per job of one app on one instance: the series are labelled by app too, since Calyx and
    Gifter serve from one process and both have jobs named `kpi-daily` and `prune-active-days`."""
    text = ok(call(base, "GET", "/metrics"), 200, f"GET {base}/metrics").body.decode()
    runs = {}
    for labels, value in metric_values(text, "greenhouse_job_runs_total").items():
        job, of = re.search(r'job="([^"]*)"', labels), re.search(r'app="([^"]*)"', labels)
        if job and of and of.group(1) == app:
            runs[job.group(1)] = runs.get(job.group(1), 0) + int(value)
    return runs


# ---------------------------------------------------------------------------------------------- checks

def check_health(cluster, state):
    for label, base in [("A", cluster.instances["A"]), ("B", cluster.instances["B"]), ("nginx", cluster.nginx)]:
        for path in ["/health", "/ready"]:
            reply = ok(call(base, "GET", path), 200, f"{label} {path}")
            say(f"{label:5} GET {path:7} -> {reply.status} {reply.body.decode().strip()}  ({reply.ms:.1f} ms)")
    reply = call(cluster.nginx, "GET", "/metrics")
    expect(reply.status == 404, f"/metrics through nginx should be hidden (404), got {reply.status}")
    say(f"nginx GET /metrics -> 404 (metrics are per instance; scraped from each instance directly)")
    # A request ID sent through nginx is the instance's request ID, in its log and the nginx log.
    rid = f"cluster-check-{os.urandom(6).hex()}"
    reply = ok(call(cluster.nginx, "GET", "/calyx/v1/flowers/suggest?query=ros", headers={"X-Request-ID": rid}), 200, "suggest through nginx")
    expect(reply.headers.get("x-request-id") == rid, f"X-Request-ID {rid} not echoed through nginx: {reply.headers.get('x-request-id')}")
    time.sleep(0.3)
    where = [name for name in ("A", "B") if rid in cluster.log(name)]
    expect(len(where) == 1, f"request ID {rid} should be in exactly one instance's log, found in {where or 'none'}")
    with open(cluster.access_log) as file:
        expect(rid in file.read(), f"request ID {rid} missing from the nginx access log")
    say(f"X-Request-ID {rid}: echoed through nginx, in the nginx access log and in instance {where[0]}'s log")
    # Without an ID from the client, nginx's own ID reaches the instance.
    reply = ok(call(cluster.nginx, "GET", "/health"), 200, "health through nginx")
    generated = reply.headers.get("x-request-id", "")
    expect(re.fullmatch(r"[0-9a-f]{32}", generated) is not None, f"nginx should send its own request ID, got {generated!r}")
    say(f"no X-Request-ID from the client: nginx's $request_id {generated} is used")


def check_session(cluster, state):
    a, b = cluster.instances["A"], cluster.instances["B"]
    session = dev_sign_in(a, "calyx", "Cluster Alice")
    user = session["user"]["id"]
    say(f"signed in on A as {user} (access token {len(session['accessToken'])} chars, expires in {session['expiresIn']} s)")
    reply = ok(call(b, "GET", "/calyx/v1/user/profile", token=session["accessToken"]), 200, "A's access token on B")
    expect(reply.json()["id"] == user, "B answered for someone else")
    say(f"B GET /calyx/v1/user/profile with A's token -> 200, same account ({reply.ms:.1f} ms)")
    refreshed = ok(call(b, "POST", "/calyx/v1/auth/refresh", {"refreshToken": session["refreshToken"]}), 200, "refresh on B").json()
    expect(refreshed["user"]["id"] == user, "refresh on B returned another account")
    say("B POST /calyx/v1/auth/refresh with A's refresh token -> 200, new tokens")
    ok(call(a, "GET", "/calyx/v1/user/profile", token=refreshed["accessToken"]), 200, "B's new token on A")
    say("A GET /calyx/v1/user/profile with B's new token -> 200")
    reply = call(a, "POST", "/calyx/v1/auth/refresh", {"refreshToken": session["refreshToken"]})
    expect(reply.status == 401, f"the refresh token B used up should be refused on A, got {reply.brief()}")
    say("A POST /calyx/v1/auth/refresh with the used-up refresh token -> 401 (single use across instances)")
    # Presenting a used refresh token again revokes the session everywhere: B's new token stops working.
    reply = call(b, "GET", "/calyx/v1/user/profile", token=refreshed["accessToken"])
    expect(reply.status == 401, f"after refresh-token reuse the session should be revoked on B too, got {reply.brief()}")
    say("B GET /calyx/v1/user/profile with the new token after that reuse -> 401 (session revoked on every instance)")

    session = dev_sign_in(a, "calyx", "Cluster Alice")
    ok(call(b, "GET", "/calyx/v1/user/profile", token=session["accessToken"]), 200, "second session's token on B")
    ok(call(a, "POST", "/calyx/v1/auth/logout", {"refreshToken": session["refreshToken"]}), 204, "sign-out on A")
    say("signed in again on A; token works on B; A POST /calyx/v1/auth/logout -> 204")
    reply = call(b, "GET", "/calyx/v1/user/profile", token=session["accessToken"])
    expect(reply.status == 401, f"the signed-out session's access token should be refused on B, got {reply.brief()}")
    say(f"B GET /calyx/v1/user/profile with the signed-out token -> 401 ({reply.json().get('type')})")
    reply = call(b, "POST", "/calyx/v1/auth/refresh", {"refreshToken": session["refreshToken"]})
    expect(reply.status == 401, f"the signed-out session's refresh token should be refused on B, got {reply.brief()}")
    say("B POST /calyx/v1/auth/refresh with the signed-out refresh token -> 401")


def check_rate_limit(cluster, state):
    """Sign-in's per-address limit (a burst of 30, then one every 3 s) spent alternately on A and B from
    one client address: one budget for both (rows in PostgreSQL), not 30 on each."""
    a, b = cluster.instances["A"], cluster.instances["B"]
    address = f"203.0.113.{random.randint(1, 254)}"
    statuses = []
    for attempt in range(40):
        base = a if attempt % 2 == 0 else b
        reply = call(base, "POST", "/calyx/v1/auth/dev", {"name": f"Limited {attempt}"}, headers={"X-Forwarded-For": address})
        statuses.append(reply.status)
        if reply.status == 429:
            expect(reply.headers.get("retry-after", "").isdigit(), f"a 429 without Retry-After: {reply.brief()}")
    allowed = statuses.count(200)
    first_refused = statuses.index(429) if 429 in statuses else None
    say(f"40 sign-ins from {address}, alternating A and B: {allowed} answered 200, {statuses.count(429)} answered 429 "
        f"(first refusal at attempt {first_refused + 1 if first_refused is not None else '-'}, on {'AB'[first_refused % 2] if first_refused is not None else '-'})")
    expect(set(statuses) <= {200, 429}, f"unexpected statuses: {sorted(set(statuses))}")
    # 30 from the burst, and at most one more if a token refilled (one per 3 s) while the check ran.
    expect(30 <= allowed <= 31, f"{allowed} sign-ins were allowed; one shared budget allows 30 (per-instance budgets would allow 40)")
    expect(429 in statuses[-2:] and statuses[-1] == 429 and statuses[-2] == 429, "the last attempts on both instances should be refused")


def check_cursor(cluster, state):
    a, b = cluster.instances["A"], cluster.instances["B"]
    path = "/calyx/v1/flowers/search?query=rose&limit=4"
    first = ok(call(a, "GET", path), 200, "search page 1 on A").json()
    ids1 = [item["id"] for item in first["items"]]
    expect("nextCursor" in first, f"'rose' should give more than one page of 4 (got {len(ids1)} items and no cursor)")
    cursor = urllib.parse.quote(first["nextCursor"])
    say(f"A page 1: {len(ids1)} flowers ({', '.join(item['commonName'] for item in first['items'])}), cursor {len(first['nextCursor'])} chars")
    from_b = ok(call(b, "GET", f"{path}&cursor={cursor}"), 200, "page 2 on B with A's cursor").json()
    from_a = ok(call(a, "GET", f"{path}&cursor={cursor}"), 200, "page 2 on A").json()
    ids_b = [item["id"] for item in from_b["items"]]
    ids_a = [item["id"] for item in from_a["items"]]
    say(f"B page 2 with A's cursor: {len(ids_b)} flowers ({', '.join(item['commonName'] for item in from_b['items'])})")
    expect(ids_b, "page 2 from B is empty")
    expect(ids_b == ids_a, f"page 2 differs: B {ids_b} vs A {ids_a}")
    expect(not set(ids_b) & set(ids1), "page 2 from B repeats flowers of page 1")
    say("A page 2 with the same cursor: identical; no flower of page 1 repeated")
    # The whole listing, alternating A, B and nginx page by page, equals one long page from A.
    everything = ok(call(a, "GET", "/calyx/v1/flowers/search?query=rose&limit=100"), 200, "whole listing on A").json()
    all_ids = [item["id"] for item in everything["items"]]
    walked, cursor, hosts = [], None, [a, b, cluster.nginx]
    for page in range(100):
        suffix = f"&cursor={urllib.parse.quote(cursor)}" if cursor else ""
        reply = ok(call(hosts[page % 3], "GET", f"{path}{suffix}"), 200, f"page {page + 1} of the walk").json()
        walked += [item["id"] for item in reply["items"]]
        cursor = reply.get("nextCursor")
        if not cursor:
            break
    expect(len(walked) == len(set(walked)), "the walk across A, B and nginx repeated a flower")
    expect(walked == all_ids[:len(walked)] and len(walked) == len(all_ids),
           f"the walk ({len(walked)} flowers) differs from one page of 100 on A ({len(all_ids)} flowers)")
    say(f"walked all {page + 1} pages alternating A, B, nginx: {len(walked)} flowers, no repeats, same order as one page of 100 on A")
    reply = call(b, "GET", f"/calyx/v1/flowers/search?query=tulip&limit=4&cursor={urllib.parse.quote(first['nextCursor'])}")
    expect(reply.status == 404, f"A's cursor for 'rose' should be refused for another search on B, got {reply.brief()}")
    say("B refuses A's 'rose' cursor for a 'tulip' search -> 404 (cursors stay bound to their listing)")
    state["flower_ids"] = all_ids
    state["cards"] = everything["items"]


def compare_media(cluster, url, label):
    """GETs url from A, B and nginx as WebP and as JPEG; every answer must be 200 with the same ETag and bytes."""
    problems = []
    for accept in ["image/webp", "image/jpeg"]:
        seen = {}
        for name, base in [("A", cluster.instances["A"]), ("B", cluster.instances["B"]), ("nginx", cluster.nginx)]:
            reply = call(base, "GET", url, headers={"Accept": accept})
            seen[name] = reply
        summary = "  ".join(f"{name} {r.status} {r.headers.get('etag', '-')} {len(r.body)} B" for name, r in seen.items())
        say(f"{label} {url} ({accept}): {summary}")
        statuses = {name: r.status for name, r in seen.items()}
        if any(status != 200 for status in statuses.values()):
            problems.append(f"{url} as {accept}: {statuses}")
            continue
        if len({r.headers.get("etag") for r in seen.values()}) != 1 or len({hashlib.sha256(r.body).hexdigest() for r in seen.values()}) != 1:
            problems.append(f"{url} as {accept}: ETags or bytes differ")
    return problems


def check_upload(cluster, state):
    a = cluster.instances["A"]
    jpeg = make_jpeg(cluster.work)
    say(f"made a {len(jpeg)}-byte JPEG with vips (960×720)")
    session = dev_sign_in(a, "calyx", "Cluster Photographer")
    reply = call(a, "POST", "/calyx/v1/media", body=jpeg, token=session["accessToken"], headers={"Content-Type": "image/jpeg"}, timeout=60)
    ok(reply, 201, "upload through A")
    image = reply.json()
    say(f"A POST /calyx/v1/media -> 201 in {reply.ms:.0f} ms: {image['width']}×{image['height']}, blurhash {image['blurhash']}, {image['averageColor']}")
    problems = []
    for variant in ["thumb", "medium", "large"]:
        problems += compare_media(cluster, image["variants"][variant]["url"], f"upload {variant:6}")
    # A photo over nginx's default 1 MiB body limit, through nginx (client_max_body_size, buffering).
    noise = os.path.join(cluster.work, "noise.jpg")
    subprocess.run(["vips", "gaussnoise", f"{noise}[Q=95]", "2000", "1500", "--mean", "128", "--sigma", "60"], check=True)
    with open(noise, "rb") as file:
        big = file.read()
    reply = call(cluster.nginx, "POST", "/calyx/v1/media", body=big, token=session["accessToken"], headers={"Content-Type": "image/jpeg"}, timeout=120)
    ok(reply, 201, f"a {len(big)}-byte upload through nginx")
    image = reply.json()
    say(f"nginx POST /calyx/v1/media with a {len(big) / 1048576:.1f} MiB JPEG (2000×1500) -> 201 in {reply.ms:.0f} ms")
    problems += compare_media(cluster, image["variants"]["large"]["url"], "big    large ")
    cards = [card for card in state.get("cards", []) if card.get("image")]
    if not cards:
        cards = [card for card in ok(call(a, "GET", "/calyx/v1/flowers/search?query=rose&limit=10"), 200, "search").json()["items"] if card.get("image")]
    if cards:
        problems += compare_media(cluster, cards[0]["image"]["url"], f"seeded ({cards[0]['commonName']})")
    else:
        say("catalog illustrations: none drawn (`greenhouse seed` did not run; SEED=1 runs it), so none compared")
    if problems:
        for problem in problems:
            say(f"problem: {problem}")
        raise CheckFailed(f"{len(problems)} media answers differ between instances (is the media store the shared S3 bucket? "
                          f"GREENHOUSE_MEDIA_S3_URL={os.environ.get('GREENHOUSE_MEDIA_S3_URL', 'unset')})")
    say("every variant: 200 from A, B and nginx with one ETag and identical bytes")


def check_realtime(cluster, state):
    a, b = cluster.instances["A"], cluster.instances["B"]
    ann = dev_sign_in(a, "couples", "Cluster Ann")
    ben = dev_sign_in(a, "couples", "Cluster Ben")
    invite = ok(call(a, "POST", "/couples/v1/pair/invites", {"publicKey": x25519_public_key()}, token=ann["accessToken"]), 201, "invite on A").json()
    pair = ok(call(a, "POST", "/couples/v1/pair/join", {"code": invite["code"], "publicKey": x25519_public_key()}, token=ben["accessToken"]),
              201, "join on A").json()
    joined = time.monotonic()
    say(f"Ann and Ben signed in and paired through A (invite {invite['code']}, pair {pair['id']})")
    sockets = []
    try:
        ann_b = WebSocket(b, "/couples/v1/pair/events", ann["accessToken"])
        sockets.append(ann_b)
        # nginx now holds idle keep-alive connections to the instances; the upgrade must not use one.
        for _ in range(6):
            ok(call(cluster.nginx, "GET", "/health"), 200, "health through nginx")
        ann_lb = WebSocket(cluster.nginx, "/couples/v1/pair/events", ann["accessToken"])
        sockets.append(ann_lb)
        ben_a = WebSocket(a, "/couples/v1/pair/events", ben["accessToken"])
        sockets.append(ben_a)
        say("Ann listens on B's /couples/v1/pair/events and through nginx; Ben listens on A's (101 Switching Protocols each)")
        time.sleep(0.5)  # let each socket's subscription settle before the first event

        def answer(base, person, name):
            today = ok(call(base, "GET", "/couples/v1/today", token=person["accessToken"]), 200, "today").json()["date"]
            box = base64.b64encode(os.urandom(28 + 256)).decode()  # a sealed 1-block answer: nonce, 256 bytes, tag
            sent = time.monotonic()
            ok(call(base, "PUT", f"/couples/v1/days/{today}/entry", {"answer": box}, token=person["accessToken"]), 200, f"{name}'s answer")
            return sent, today

        def expect_event(sock, where, sent, actor, kind):
            # An event from just before the socket opened (the join's `paired`, which reaches B through
            # PostgreSQL a moment later) may come first: it is shown and skipped.
            deadline = time.monotonic() + 5
            while True:
                try:
                    message = sock.receive_text(timeout=max(0.0, deadline - time.monotonic()))
                except TimeoutError:
                    raise CheckFailed(f"no {kind} event on {where} within 5 s")
                latency = (time.monotonic() - sent) * 1000
                event = json.loads(message)
                expect(event.get("pair") == pair["id"], f"an event of another pair on {where}: {message}")
                if event.get("kind") == kind and event.get("actor") == actor:
                    say(f"{where}: {message}  ({latency:.0f} ms after the answer was sent)")
                    return
                say(f"{where}: first an earlier event: {message} ({(time.monotonic() - joined) * 1000:.0f} ms after the join answered)")

        sent, today = answer(a, ben, "Ben")
        say(f"Ben PUT /couples/v1/days/{today}/entry through A -> 200")
        expect_event(ann_b, "Ann's socket on B", sent, ben["person"]["id"], "partnerAnswered")
        expect_event(ann_lb, "Ann's socket through nginx", sent, ben["person"]["id"], "partnerAnswered")
        sent, _ = answer(b, ann, "Ann")
        say(f"Ann PUT /couples/v1/days/{today}/entry through B -> 200")
        expect_event(ben_a, "Ben's socket on A", sent, ann["person"]["id"], "partnerAnswered")
    finally:
        for sock in sockets:
            sock.close()


def job_snapshot(cluster):
    """Per job: (runs on A, runs on B) from /metrics, and the job_leases row."""
    for _ in range(5):
        on_a, on_b = job_runs(cluster.instances["A"]), job_runs(cluster.instances["B"])
        rows = cluster.sql("SELECT name, runs, failures, next_run_us - COALESCE(last_finished_us, 0), COALESCE(last_error, '') "
                           "FROM calyx.job_leases ORDER BY name")
        table = {row[0]: {"runs": int(row[1]), "failures": int(row[2]), "interval": int(row[3]) / 1e6, "error": row[4]} for row in rows}
        # A run finishing between the reads would make the figures disagree for a moment: read again.
        if all(on_a.get(name, 0) + on_b.get(name, 0) == row["runs"] for name, row in table.items()):
            return on_a, on_b, table
        time.sleep(0.5)
    return on_a, on_b, table


def check_jobs(cluster, state):
    before_at, before = state.get("jobs_before") or (time.monotonic(), job_snapshot(cluster))
    wait = 20 - (time.monotonic() - before_at)
    if wait > 0:
        say(f"waiting {wait:.0f} s more, so the window is 20 s")
        time.sleep(wait)
    window = time.monotonic() - before_at
    on_a, on_b, table = job_snapshot(cluster)
    a0, b0, table0 = before
    expect(table, "calyx.job_leases is empty: no job ran")
    # Since the instances first started, a job may have run once per interval (plus its first run);
    # had each instance run it on its own, it would have run twice as often.
    age = time.time() - float(os.environ.get("CLUSTER_STARTED", time.time() - window))
    say(f"the instances first started {age:.0f} s ago; runs per job from each /metrics and calyx.job_leases:")
    say(f"{'job':22} {'interval':>9} {'runs A':>7} {'runs B':>7} {'table':>6}   in the last {window:.0f} s: A, B, table")
    problems = []
    for name, row in sorted(table.items()):
        runs_a, runs_b = on_a.get(name, 0), on_b.get(name, 0)
        interval = row["interval"]
        delta_a, delta_b = runs_a - a0.get(name, 0), runs_b - b0.get(name, 0)
        delta = row["runs"] - table0.get(name, {"runs": 0})["runs"]
        say(f"{name:22} {interval:8.0f}s {runs_a:7} {runs_b:7} {row['runs']:6}   {delta_a:+d} {delta_b:+d} {delta:+d}"
            + (f"   failures {row['failures']}: {row['error'][:80]}" if row["failures"] else ""))
        if runs_a + runs_b != row["runs"]:
            problems.append(f"{name}: A ran it {runs_a}×, B {runs_b}×, but the lease table counts {row['runs']}")
        allowed_total = int(age / interval) + 1
        if row["runs"] > allowed_total:
            problems.append(f"{name}: ran {row['runs']}× in {age:.0f} s; once per {interval:.0f} s allows {allowed_total}")
        if interval < window:
            allowed = int(window / interval) + 1
            if delta > allowed:
                problems.append(f"{name}: {delta} runs in {window:.0f} s, more than one per {interval:.0f} s allows ({allowed})")
            if delta < 1:
                problems.append(f"{name}: did not run at all in {window:.0f} s")
            else:
                say(f"{name}: {delta} runs in {window:.0f} s (A {delta_a}, B {delta_b}); once per {interval:.0f} s allows at most {allowed}, "
                    f"each instance on its own would make about {2 * int(window / interval)}")
    for problem in problems:
        say(f"problem: {problem}")
    expect(not problems, f"{len(problems)} jobs ran more often than once per interval")
    say("every job ran on one instance at a time, once per interval across both")


class Load(LoadThreads):
    """Threads sending GETs (search, detail, suggest, /health) and idempotent PUTs (a scent note) through nginx."""

    def __init__(self, base, flower_ids, token, threads=6):
        super().__init__(threads)
        self.url = urllib.parse.urlsplit(base)
        self.flower_ids = flower_ids
        self.token = token
        self.lock = threading.Lock()
        self.results = []  # (kind, seconds, status or error text, request id)

    def request(self, number, sequence):
        choice = random.random()
        flower = random.choice(self.flower_ids)
        if choice < 0.35:
            word = random.choice(["rose", "lily", "tulip", "daisy", "orchid", "iris", "poppy", "violet", "sun", "blue"])
            return "search", "GET", f"/calyx/v1/flowers/search?query={word}&limit=10", None, {}
        if choice < 0.60:
            return "detail", "GET", f"/calyx/v1/flowers/{flower}", None, {}
        if choice < 0.70:
            return "suggest", "GET", f"/calyx/v1/flowers/suggest?query={random.choice(['ro', 'li', 'tu', 'or'])}", None, {}
        if choice < 0.85:
            return "health", "GET", "/health", None, {}
        body = json.dumps({"note": f"load {number}-{sequence}: sweet, a little like honey"}).encode()
        return "scent PUT", "PUT", f"/calyx/v1/flowers/{flower}/scent", body, {"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"}

    def run(self, number):
        connection = None
        sequence = 0
        while not self.stop.is_set():
            sequence += 1
            kind, method, path, body, headers = self.request(number, sequence)
            rid = f"load-{number}-{sequence}-{os.urandom(3).hex()}"
            headers = dict(headers, **{"X-Request-ID": rid})
            start = time.monotonic()
            try:
                if connection is None:
                    connection = http.client.HTTPConnection(self.url.hostname, self.url.port, timeout=30)
                connection.request(method, path, body=body, headers=headers)
                response = connection.getresponse()
                response.read()
                outcome = response.status
                if response.getheader("Connection", "").lower() == "close":
                    connection.close()
                    connection = None
            except (OSError, http.client.HTTPException) as error:
                outcome = f"{type(error).__name__}: {error}"
                if connection is not None:
                    connection.close()
                connection = None
            with self.lock:
                self.results.append((kind, time.monotonic() - start, outcome, rid))

    def finish(self):
        super().finish()
        return self.results


def access_log_size(cluster):
    return os.path.getsize(cluster.access_log)


def access_log_lines(cluster, offset):
    with open(cluster.access_log, errors="replace") as file:
        file.seek(offset)
        return file.read().splitlines()


def final_upstream(line):
    """The instance that answered a request in the nginx access log, and its status."""
    upstream = re.search(r"upstream=(\S+(?:, \S+)*) upstream_status=(\S+(?:, \S+)*) ", line)
    if not upstream:
        return None, None, 0
    addresses = [part.strip() for part in upstream.group(1).split(",")]
    statuses = [part.strip() for part in upstream.group(2).split(",")]
    return addresses[-1], statuses[-1], len(addresses)


def restart(cluster, name):
    base = cluster.instances[name]
    port = cluster.port(name)
    pid_file = os.path.join(cluster.work, f"{name.lower()}.pid")
    exit_file = os.path.join(cluster.work, f"{name.lower()}.exit")
    with open(pid_file) as file:
        pid = int(file.read())
    stopping = time.monotonic()
    os.kill(pid, signal.SIGTERM)
    while not os.path.exists(exit_file):
        expect(time.monotonic() - stopping < 40, f"instance {name} (pid {pid}) did not exit within 40 s of SIGTERM")
        time.sleep(0.05)
    time.sleep(0.05)
    with open(exit_file) as file:
        status = file.read().strip()
    drained = time.monotonic() - stopping
    say(f"SIGTERM to instance {name} (pid {pid}): exited with status {status} after {drained:.2f} s")
    expect(status == "0", f"instance {name} exited with status {status} after SIGTERM (expected 0)")
    os.remove(pid_file)
    starting = time.monotonic()
    log_offset = access_log_size(cluster)
    subprocess.Popen([os.path.join(cluster.work, "instance"), name.lower()], stdin=subprocess.DEVNULL, start_new_session=True)
    while True:
        try:
            if call(base, "GET", "/ready", timeout=2).status == 200:
                break
        except OSError:
            pass
        expect(time.monotonic() - starting < 120, f"instance {name} was not ready within 120 s of starting")
        time.sleep(0.1)
    ready = time.monotonic() - starting
    with open(pid_file) as file:
        new_pid = int(file.read())
    say(f"started instance {name} again (pid {new_pid}): /ready 200 after {ready:.2f} s")
    # Back in rotation: nginx has sent it a request again (it skips a failed instance for fail_timeout).
    while True:
        served = [line for line in access_log_lines(cluster, log_offset) if final_upstream(line)[0] == f"127.0.0.1:{port}"
                  and final_upstream(line)[1] == "200"]
        if served:
            break
        expect(time.monotonic() - starting < 60, f"nginx sent instance {name} no request within 60 s of its restart")
        time.sleep(0.1)
    say(f"nginx sends instance {name} requests again {time.monotonic() - starting:.2f} s after it was started")


def check_restart(cluster, state):
    nginx = cluster.nginx
    flower_ids = state.get("flower_ids") or [item["id"] for item in
                                             ok(call(nginx, "GET", "/calyx/v1/flowers/search?query=rose&limit=50"), 200, "search").json()["items"]]
    token = dev_sign_in(nginx, "calyx", "Cluster Load")["accessToken"]
    log_offset = access_log_size(cluster)
    error_offset = os.path.getsize(cluster.error_log) if os.path.exists(cluster.error_log) else 0
    load = Load(nginx, flower_ids, token)
    say(f"load: {len(load.threads)} threads through nginx: search, flower detail, suggest, /health (GET) and scent notes (PUT)")
    load.start()
    try:
        time.sleep(3)
        for name in ["A", "B"]:
            restart(cluster, name)
            time.sleep(2)
    finally:
        results = load.finish()
    failures = [result for result in results if result[2] != 200]
    latencies = sorted(result[1] * 1000 for result in results)
    say(f"requests sent: {len(results)} in {load.seconds:.1f} s ({len(results) / load.seconds:.0f}/s); failed: {len(failures)}")
    say(f"latency through nginx: p50 {percentile(latencies, 0.5):.1f} ms, p99 {percentile(latencies, 0.99):.1f} ms, max {latencies[-1]:.1f} ms")
    for kind in sorted({result[0] for result in results}):
        mine = sorted(result[1] * 1000 for result in results if result[0] == kind)
        failed = sum(1 for result in results if result[0] == kind and result[2] != 200)
        say(f"  {kind:10} {len(mine):6} sent, {failed} failed, p50 {percentile(mine, 0.5):6.1f} ms, p99 {percentile(mine, 0.99):7.1f} ms")
    lines = access_log_lines(cluster, log_offset)
    names = {f"127.0.0.1:{cluster.port(name)}": name for name in ("A", "B")}
    by_instance, retried, run_twice = {}, [], []
    logs = {name: cluster.log(name) for name in ("A", "B")}
    for line in lines:
        address, status, tries = final_upstream(line)
        if address:
            by_instance[address] = by_instance.get(address, 0) + 1
        if tries > 1:
            rid = re.search(r"rid=(\S+)", line).group(1)
            first = names.get(re.search(r"upstream=([^, ]+)", line).group(1))
            retried.append(rid)
            if first and rid in logs[first]:
                run_twice.append(rid)
    say("nginx answered from: " + ", ".join(f"{names.get(address, address)} {count}" for address, count in sorted(by_instance.items()))
        + f"; {len(retried)} requests retried on the other instance after an error, "
        + f"{len(run_twice)} of them also in the first instance's log (run there too)")
    errors = {}
    if os.path.exists(cluster.error_log):
        with open(cluster.error_log, errors="replace") as file:
            file.seek(error_offset)
            for line in file.read().splitlines():
                match = re.search(r"\[error\] [0-9#]+: \*[0-9]+ ([^,]*?)(?: while [^,]*)?, client", line)
                if match:
                    errors[match.group(1)] = errors.get(match.group(1), 0) + 1
    for message, count in sorted(errors.items()):
        say(f"nginx error log: {count} × {message}")
    closed = sum(count for message, count in errors.items() if "prematurely closed" in message or "reset by peer" in message)
    if closed:
        say(f"note: {closed} requests were written to a keep-alive connection the draining instance was closing (it never "
            "ran them); retried because GET/PUT are idempotent; a POST there would have been answered 502 (nginx never retries a POST)")
    for kind, seconds, outcome, rid in failures[:10]:
        say(f"failed: {kind} {outcome} (request id {rid}, {seconds * 1000:.0f} ms)")
    expect(not failures, f"{len(failures)} of {len(results)} requests failed during the rolling restart")


CHECKS = [
    ("health", check_health),
    ("session", check_session),
    ("cursor", check_cursor),
    ("upload", check_upload),
    ("realtime", check_realtime),
    ("jobs once", check_jobs),
    ("rolling restart", check_restart),
    ("rate limit", check_rate_limit),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nginx", required=True)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--checks", default="1,2,3,4,5,6,7,8", help="which checks to run, by number")
    args = parser.parse_args()
    cluster = Cluster(args)
    chosen = {int(number) for number in args.checks.split(",")}
    state = {}
    outcomes = []
    for number, (name, function) in enumerate(CHECKS, start=1):
        if number not in chosen:
            continue
        print(f"==> check {number}/{len(CHECKS)}: {name}", flush=True)
        start = time.monotonic()
        try:
            function(cluster, state)
            outcome = "PASS"
        except CheckFailed as error:
            outcome = f"FAIL: {error}"
        except Exception as error:  # a check that crashed has failed, and the others still run
            outcome = f"FAIL: {type(error).__name__}: {error}"
        outcomes.append((number, name, outcome, time.monotonic() - start))
        print(f"    {outcome}  ({time.monotonic() - start:.1f} s)", flush=True)
        if number == 1 and 6 in chosen:
            # Check 6's window starts here and spans checks 2–5 (none of which wakes a job).
            state["jobs_before"] = (time.monotonic(), job_snapshot(cluster))
    print("==> summary", flush=True)
    for number, name, outcome, seconds in outcomes:
        print(f"    {number} {name:16} {outcome}  ({seconds:.1f} s)", flush=True)
    failed = [outcome for outcome in outcomes if outcome[2] != "PASS"]
    print(f"==> {len(outcomes) - len(failed)} of {len(outcomes)} checks passed in {time.monotonic() - started_at:.0f} s", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
