"""Helpers shared by the scripts that drive a real `greenhouse serve` over HTTP (scripts/cluster-check.py,
scripts/fault-check.py, scripts/restore-drill.py, scripts/fuzz-ids.py): printing a check's figures,
failing it, running it, one request on its own connection, dev sign-in, a percentile and a JPEG made
with libvips' CLI. Python 3 standard library only.
"""
import http.client, json, os, socket, subprocess, sys, threading, time, urllib.parse


def say(line=""):
    print(f"    {line}", flush=True)


class CheckFailed(Exception):
    pass


def run_and_exit(check):
    """Runs `check()`, prints PASS or FAIL with the seconds it took, and exits 0 or 1: a check that
    crashed has failed too."""
    started = time.monotonic()
    try:
        check()
        outcome = "PASS"
    except CheckFailed as error:
        outcome = f"FAIL: {error}"
    except Exception as error:
        outcome = f"FAIL: {type(error).__name__}: {error}"
    print(f"    {outcome}  ({time.monotonic() - started:.1f} s)", flush=True)
    sys.exit(0 if outcome == "PASS" else 1)


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


# ---------------------------------------------------------------------------------------------- HTTP

class Reply:
    def __init__(self, status, headers, body, seconds):
        self.status, self.headers, self.body, self.seconds = status, headers, body, seconds

    def json(self):
        return json.loads(self.body)

    @property
    def ms(self):
        return self.seconds * 1000

    def brief(self):
        text = self.body[:200].decode("utf-8", "replace")
        return f"{self.status} {text}"


def call(base, method, path, body=None, token=None, headers=None, timeout=30):
    """One request on its own connection; returns a Reply whatever the status."""
    url = urllib.parse.urlsplit(base)
    sent = dict(headers or {})
    if token:
        sent["Authorization"] = f"Bearer {token}"
    if isinstance(body, (dict, list)):
        body = json.dumps(body).encode()
        sent.setdefault("Content-Type", "application/json")
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=timeout)
    start = time.monotonic()
    try:
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        data = response.read()
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, data, time.monotonic() - start)
    finally:
        connection.close()


def ok(reply, status, what):
    expect(reply.status == status, f"{what}: expected {status}, got {reply.brief()}")
    return reply


def dev_sign_in(base, app, name, headers=None):
    reply = ok(call(base, "POST", f"/{app}/v1/auth/dev", {"name": name}, headers=headers), 200, f"dev sign-in to {app} as {name}")
    return reply.json()


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def percentile(sorted_values, fraction):
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(round(fraction * (len(sorted_values) - 1))))]


# ----------------------------------------------------------------------------------------------- media

def make_jpeg(work, width=960, height=720, name="photo"):
    """A JPEG of width×height: a flower-like pattern written as PPM by Python, encoded by libvips' CLI."""
    pixels = bytearray()
    for y in range(height):
        for x in range(width):
            dx, dy = x - width / 2, y - height / 2
            r2 = (dx * dx + dy * dy) / (height * height / 4)
            petal = (int((dx * 7 + dy * 13) / 40) % 5) * 30
            pixels += bytes(((200 - petal) % 256 if r2 < 1 else 40, int(80 + 120 * (1 - min(r2, 1))) , (90 + petal) % 256))
    ppm = os.path.join(work, f"{name}.ppm")
    jpeg = os.path.join(work, f"{name}.jpg")
    with open(ppm, "wb") as file:
        file.write(f"P6 {width} {height} 255\n".encode() + bytes(pixels))
    subprocess.run(["vips", "copy", ppm, f"{jpeg}[Q=88]"], check=True)
    with open(jpeg, "rb") as file:
        data = file.read()
    expect(data[:3] == b"\xff\xd8\xff", "vips did not write a JPEG")
    return data


class LoadThreads:
    """Threads running `self.run(number)` until `finish()`: the load generators' common part."""

    def __init__(self, threads):
        self.stop = threading.Event()
        self.threads = [threading.Thread(target=self.run, args=(number,), daemon=True) for number in range(threads)]
        self.started = None
        self.seconds = 0.0

    def run(self, number):
        raise NotImplementedError

    def start(self):
        self.started = time.monotonic()
        for thread in self.threads:
            thread.start()

    def finish(self):
        self.stop.set()
        for thread in self.threads:
            thread.join()
        self.seconds = time.monotonic() - self.started
