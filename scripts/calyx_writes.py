"""Calyx under a write load, for the scripts that check what survives (scripts/fault-check.py, crashes;
scripts/restore-drill.py, backups): one `greenhouse serve` started and stopped here, read-only SQL on its
tables, a load of Calyx writes recording every acknowledged one, and a check that each is still there.
Python 3 standard library only.
"""
import http.client, os, random, re, signal, subprocess, threading, time, urllib.parse

from greenhouse_harness import CheckFailed, call, expect, free_port, LoadThreads, ok, say

VARIANTS = ["thumb", "medium", "large"]
ENCODINGS = ["webp", "jpg"]

# ------------------------------------------------------------------------------------------- servers

class Server:
    """One `greenhouse serve` on a fixed port and data directory, started, killed and restarted here."""

    def __init__(self, binary, work, name, data_dir, env=None):
        self.binary, self.work, self.name, self.data_dir = binary, work, name, data_dir
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = os.path.join(work, f"{name}.log")
        self.pid_path = os.path.join(work, f"{name}.pid")
        self.env = dict(os.environ)
        self.env.update({
            "GREENHOUSE_RATE_LIMIT": "off",
            # Sign-in has its own per-address limit (30, then one per 3 s) that GREENHOUSE_RATE_LIMIT
            # does not lift: each test account sends its own X-Forwarded-For, trusted here.
            "GREENHOUSE_TRUST_PROXY": "1",
            "CALYX_MEDIA_UPLOAD_BURST": "100000",
            "CALYX_MEDIA_UPLOADS_PER_MINUTE": "100000",
            "CALYX_COMMENTS_PER_MINUTE": "100000",
            "GREENHOUSE_LOG_FORMAT": "text",
        })
        self.env.update(env or {})
        if "DATABASE_URL" not in (env or {}):
            self.env.pop("DATABASE_URL", None)
        self.process = None
        self.starts = 0

    def start(self, timeout=90):
        started = time.monotonic()
        with open(self.log_path, "ab") as log:
            log.write(f"----- start {self.starts + 1} at {time.strftime('%H:%M:%S')}\n".encode())
            self.process = subprocess.Popen(
                [self.binary, "serve", "--dev-auth", "--host", "127.0.0.1", "--port", str(self.port), "--data-dir", self.data_dir],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=self.env, start_new_session=True)
        self.starts += 1
        with open(self.pid_path, "w") as file:
            file.write(str(self.process.pid))
        while True:
            if self.process.poll() is not None:
                raise CheckFailed(f"server {self.name} exited with status {self.process.returncode} while starting: "
                                  f"{self.last_log_lines(3)}")
            try:
                if call(self.base, "GET", "/ready", timeout=2).status == 200:
                    return time.monotonic() - started
            except OSError:
                pass
            expect(time.monotonic() - started < timeout, f"server {self.name} not ready within {timeout} s")
            time.sleep(0.05)

    def kill9(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        os.remove(self.pid_path)

    def stop(self, problems):
        """SIGTERM; it should exit 0 within 30 s (it drains for up to 25 s). Says how it went; a hang is a problem."""
        if self.process is None or self.process.poll() is not None:
            return
        stopping = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=30)
            say(f"stopped with SIGTERM: exit status {status} after {time.monotonic() - stopping:.2f} s")
            if status != 0:
                problems.append(f"the server exited with status {status} on SIGTERM (expected 0)")
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            say(f"SIGTERM did not stop the server within 30 s: killed (SIGKILL); its last lines: {self.last_log_lines(3)[:600]}")
            problems.append("the server did not exit within 30 s of SIGTERM")
        if os.path.exists(self.pid_path):
            os.remove(self.pid_path)

    def log_text(self):
        with open(self.log_path, errors="replace") as file:
            return file.read()

    def last_log_lines(self, count):
        lines = [line for line in self.log_text().splitlines() if "msg=request " not in line]
        return " | ".join(lines[-count:])

    def log_lines_for(self, request_id, limit=4):
        return [line for line in self.log_text().splitlines() if request_id in line][:limit]

    def errors_in_log(self):
        """Log lines at level error or above, and request lines with a 500."""
        return [line for line in self.log_text().splitlines()
                if re.search(r"level=(error|critical)", line) or "http.status=500" in line]


class Tables:
    """Read-only SQL on the Calyx database: the SQLite file (sqlite3 CLI) or PostgreSQL schema (psql)."""

    def __init__(self, data_dir=None, postgres_url=None, schema=None):
        self.data_dir, self.postgres_url, self.schema = data_dir, postgres_url, schema

    def table(self, name):
        return f"{self.schema}.{name}" if self.postgres_url else name

    def rows(self, query):
        if self.postgres_url:
            command = [os.environ.get("PSQL", "psql"), self.postgres_url, "-X", "-At", "-F", "\t", "-c", query]
        else:
            command = ["sqlite3", "-readonly", "-separator", "\t", "-cmd", ".timeout 10000",
                       os.path.join(self.data_dir, "calyx.sqlite"), query]
        output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        return [line.split("\t") for line in output.splitlines() if line]

    def epoch(self, column):
        return f"extract(epoch from {column})" if self.postgres_url else column


# ---------------------------------------------------------------------------------------------- HTTP

def xff(number):
    """A client address per test account (10.x.y.z), so sign-in's per-address limit never applies."""
    return {"X-Forwarded-For": f"10.{(number >> 16) & 255}.{(number >> 8) & 255}.{number & 255}"}


def is_problem(reply):
    return reply.headers.get("content-type", "").startswith("application/problem+json")


def jpeg_variant(base_jpeg, tag):
    """The same JPEG with a COM segment naming `tag` after SOI: other bytes, so another upload (not deduplicated)."""
    text = tag.encode()
    return base_jpeg[:2] + b"\xff\xfe" + (len(text) + 2).to_bytes(2, "big") + text + base_jpeg[2:]


def flower_ids(base, count=40):
    ids = []
    for word in ["rose", "lily", "tulip", "orchid", "daisy", "iris", "poppy", "violet"]:
        reply = ok(call(base, "GET", f"/calyx/v1/flowers/search?query={word}&limit=20"), 200, f"search {word}")
        ids += [item["id"] for item in reply.json()["items"] if item["id"] not in ids]
        if len(ids) >= count:
            break
    expect(len(ids) >= 10, f"the catalog search found only {len(ids)} flowers")
    return ids


# ----------------------------------------------------------------------------------- crash durability

class WriteLoad(LoadThreads):
    """Threads making Calyx writes; every acknowledged one (2xx) is recorded for the check afterwards."""

    KINDS = ["sign-up", "save", "collection", "collection add", "comment", "upload"]

    def __init__(self, server, flowers, jpeg, threads=4):
        super().__init__(threads)
        self.server, self.flowers, self.jpeg = server, flowers, jpeg
        self.lock = threading.Lock()
        self.acknowledged = {kind: [] for kind in self.KINDS}
        self.attempts = {kind: 0 for kind in self.KINDS}
        self.outcomes = {}  # (kind, status or error class) -> count
        self.unexpected = []  # (kind, status, request id, body)
        self.sequence = 0

    def next_number(self):
        with self.lock:
            self.sequence += 1
            return self.sequence

    def request(self, kind, method, path, body=None, account=None, headers=None):
        number = self.next_number()
        rid = f"fault-{kind.replace(' ', '-')}-{number}-{os.urandom(3).hex()}"
        sent = {"X-Request-ID": rid}
        sent.update(headers or {})
        if account:
            sent.update(account["xff"])
        with self.lock:
            self.attempts[kind] += 1
        try:
            reply = call(self.server.base, method, path, body=body, token=account and account["token"], headers=sent, timeout=30)
        except (OSError, http.client.HTTPException) as error:
            with self.lock:
                key = (kind, type(error).__name__)
                self.outcomes[key] = self.outcomes.get(key, 0) + 1
            time.sleep(0.05)  # the server is down (killed, restarting): try again shortly
            return None
        with self.lock:
            key = (kind, reply.status)
            self.outcomes[key] = self.outcomes.get(key, 0) + 1
            if reply.status >= 500 and reply.status != 503 or reply.status in (400, 404, 409, 422):
                self.unexpected.append((kind, reply.status, rid, reply.body[:300].decode("utf-8", "replace")))
        return reply if 200 <= reply.status < 300 else None

    def sign_up(self, mine):
        number = self.next_number()
        name = f"Fault {os.getpid()} {number}"
        address = xff(number)
        reply = self.request("sign-up", "POST", "/calyx/v1/auth/dev", {"name": name}, headers=address)
        if reply:
            session = reply.json()
            account = {"name": name, "id": session["user"]["id"], "token": session["accessToken"], "xff": address}
            with self.lock:
                self.acknowledged["sign-up"].append(account)
            mine["accounts"].append(account)

    def run(self, number):
        mine = {"accounts": [], "collections": []}
        while not self.stop.is_set():
            if not mine["accounts"]:
                self.sign_up(mine)
                if not mine["accounts"]:
                    time.sleep(0.1)
                continue
            account = random.choice(mine["accounts"])
            flower = random.choice(self.flowers)
            choice = random.random()
            if choice < 0.10:
                self.sign_up(mine)
            elif choice < 0.30:
                reply = self.request("save", "POST", "/calyx/v1/saved", {"flowerId": flower}, account)
                if reply:
                    with self.lock:
                        self.acknowledged["save"].append({"account": account, "flower": flower, "id": reply.json()["id"]})
            elif choice < 0.42:
                name = f"Crash list {self.next_number()}"
                reply = self.request("collection", "POST", "/calyx/v1/collections", {"name": name}, account)
                if reply:
                    collection = {"account": account, "id": reply.json()["id"], "name": name}
                    mine["collections"].append(collection)
                    with self.lock:
                        self.acknowledged["collection"].append(collection)
            elif choice < 0.55:
                if not mine["collections"]:
                    continue
                collection = random.choice(mine["collections"])
                reply = self.request("collection add", "POST", f"/calyx/v1/collections/{collection['id']}/flowers",
                                     {"flowerIds": [flower]}, collection["account"])
                if reply:
                    with self.lock:
                        self.acknowledged["collection add"].append({"collection": collection, "flower": flower})
            elif choice < 0.75:
                flower = random.choice(self.flowers[:8])
                text = f"Lovely petals, note {self.next_number()}"
                reply = self.request("comment", "POST", f"/calyx/v1/flowers/{flower}/comments", {"text": text}, account)
                if reply:
                    with self.lock:
                        self.acknowledged["comment"].append({"flower": flower, "id": reply.json()["id"], "text": text})
            else:
                body = jpeg_variant(self.jpeg, f"fault-check upload {os.getpid()}-{self.next_number()}-{os.urandom(4).hex()}")
                reply = self.request("upload", "POST", "/calyx/v1/media", body, account, headers={"Content-Type": "image/jpeg"})
                if reply:
                    image = reply.json()
                    with self.lock:
                        self.acknowledged["upload"].append({"account": account, "id": image["id"],
                                                            "urls": [image["variants"][v]["url"] for v in VARIANTS]})


def paged(base, path, token=None, headers=None):
    """Every item of a listing, page by page (limit 100)."""
    items, cursor = [], None
    for _ in range(200):
        separator = "&" if "?" in path else "?"
        suffix = f"{separator}limit=100" + (f"&cursor={urllib.parse.quote(cursor)}" if cursor else "")
        reply = ok(call(base, "GET", path + suffix, token=token, headers=headers), 200, f"GET {path}")
        page = reply.json()
        items += page["items"]
        cursor = page.get("nextCursor")
        if not cursor:
            break
    return items


def verify_acknowledged(server, tables, load):
    """Every acknowledged write, looked up through the API (and the media table). Returns the missing ones."""
    base = server.base
    missing = []
    for account in load.acknowledged["sign-up"]:
        reply = call(base, "POST", "/calyx/v1/auth/dev", {"name": account["name"]}, headers=account["xff"])
        if reply.status != 200 or reply.json()["user"]["id"] != account["id"]:
            missing.append(("sign-up", f"{account['name']} ({account['id']}): sign-in again answered {reply.brief()[:120]}"))
    saved_by_account = {}
    for save in load.acknowledged["save"]:
        account = save["account"]
        if account["id"] not in saved_by_account:
            saved_by_account[account["id"]] = {item["id"]: item["flower"]["id"] for item in
                                               paged(base, "/calyx/v1/saved", account["token"], account["xff"])}
        if saved_by_account[account["id"]].get(save["id"]) != save["flower"]:
            missing.append(("save", f"saved {save['id']} (flower {save['flower']}) of {account['name']} not in GET /saved"))
    details = {}
    for collection in load.acknowledged["collection"]:
        account = collection["account"]
        items = []
        cursor = None
        while True:
            reply = call(base, "GET", f"/calyx/v1/collections/{collection['id']}?limit=100"
                         + (f"&cursor={urllib.parse.quote(cursor)}" if cursor else ""), token=account["token"], headers=account["xff"])
            if reply.status != 200:
                break
            page = reply.json()
            items += [item["flower"]["id"] for item in page["items"]]
            cursor = page.get("nextCursor")
            if not cursor:
                break
        if reply.status != 200 or reply.json()["collection"]["name"] != collection["name"]:
            missing.append(("collection", f"collection {collection['id']} {collection['name']!r}: {reply.brief()[:120]}"))
        else:
            details[collection["id"]] = set(items)
    for add in load.acknowledged["collection add"]:
        if add["flower"] not in details.get(add["collection"]["id"], set()):
            missing.append(("collection add", f"flower {add['flower']} not in collection {add['collection']['id']}"))
    comments_by_flower = {}
    for comment in load.acknowledged["comment"]:
        if comment["flower"] not in comments_by_flower:
            comments_by_flower[comment["flower"]] = {item["id"]: item.get("text") for item in
                                                     paged(base, f"/calyx/v1/flowers/{comment['flower']}/comments?sort=newest")}
        if comments_by_flower[comment["flower"]].get(comment["id"]) != comment["text"]:
            missing.append(("comment", f"comment {comment['id']} on flower {comment['flower']} not listed"))
    rows = {row[0].lower() for row in tables.rows(f"SELECT id FROM {tables.table('media')}")}
    checked_urls = 0
    waiting = []  # larger sizes a kill cut short after the answer: 503 + Retry-After until the sweep makes them
    for upload in load.acknowledged["upload"]:
        if upload["id"].lower() not in rows:
            missing.append(("upload", f"media {upload['id']}: no row in the media table"))
        for url in upload["urls"]:
            for accept in ["image/webp", "image/jpeg"]:
                reply = call(base, "GET", url, headers={"Accept": accept})
                checked_urls += 1
                if reply.status == 503 and reply.headers.get("retry-after") and not url.endswith("-thumb"):
                    waiting.append((upload, url, accept))
                elif reply.status != 200 or not reply.body:
                    missing.append(("upload", f"media {upload['id']}: GET {url} ({accept}) -> {reply.status}"))
    return missing, checked_urls, waiting


def media_files(data_dir):
    """{content key: set of file names} under DIR/media, and the temporary files there."""
    files, temporary = {}, []
    root = os.path.join(data_dir, "media")
    for directory, _, names in os.walk(root):
        for name in names:
            match = re.fullmatch(r"([0-9a-f]{32})-(thumb|medium|large)\.(webp|jpg)", name)
            if match:
                files.setdefault(match.group(1), set()).add(name)
            else:
                temporary.append(os.path.join(directory, name))
    return files, temporary


def file_census(server, tables):
    files, temporary = media_files(server.data_dir)
    rows = {row[0] for row in tables.rows(f"SELECT DISTINCT content_key FROM {tables.table('media')}")}
    pending = {row[0]: float(row[1]) for row in
               tables.rows(f"SELECT content_key, {tables.epoch('started_at')} FROM {tables.table('media_pending')}")}
    # Uploads answered before their medium and large files, whose encodes a kill cut short: the job
    # keeps the original, and the sweep makes them.
    jobs = {row[0]: float(row[1]) for row in
            tables.rows(f"SELECT content_key, {tables.epoch('started_at')} FROM {tables.table('media_variant_jobs')}")}
    incomplete = sorted(key for key in rows if len(files.get(key, ())) != len(VARIANTS) * len(ENCODINGS))
    awaiting = [key for key in incomplete if key in jobs]
    without_files = [key for key in incomplete if key not in jobs]
    journaled = sorted(key for key in files if key not in rows and key in pending)
    orphans = sorted(key for key in files if key not in rows and key not in pending)
    return {"files": sum(len(names) for names in files.values()), "keys": len(files), "rows": len(rows), "pending": pending,
            "without_files": without_files, "journaled": journaled, "orphans": orphans, "temporary": temporary,
            "jobs": jobs, "awaiting": awaiting}
