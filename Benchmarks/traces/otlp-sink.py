#!/usr/bin/env python3
"""A stand-in OTLP/HTTP collector for the traces benchmark: answers every POST 200 (an empty
ExportTraceServiceResponse is zero bytes of protobuf), and on SIGTERM prints how many exports and bytes
it received, so a run shows the spans did leave the server (or, sampling 0, that none did).

    otlp-sink.py PORT_FILE     listens on a free port of 127.0.0.1 and writes the port to PORT_FILE
"""
import http.server
import signal
import sys
import threading

received = {"exports": 0, "bytes": 0}
lock = threading.Lock()


class Sink(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as a collector: the exporter reuses its connection

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        self.rfile.read(length)
        with lock:
            received["exports"] += 1
            received["bytes"] += length
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Sink)
with open(sys.argv[1], "w") as f:
    f.write(str(server.server_address[1]))


def stop(*_):
    print("%d exports, %d KiB" % (received["exports"], received["bytes"] // 1024), flush=True)
    threading.Thread(target=server.shutdown).start()


signal.signal(signal.SIGTERM, stop)
server.serve_forever()
