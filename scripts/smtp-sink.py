#!/usr/bin/env python3
"""A real SMTP server for tests (aiosmtpd): STARTTLS on one port, implicit TLS on another, both
requiring AUTH with the given user and password, appending every accepted message to a JSON-lines
mailbox. Prints "ready" once both listen; runs until killed.

    smtp-sink.py --cert C --key K --mailbox FILE --starttls-port P1 --tls-port P2 --user U --password W
"""
import argparse, asyncio, json, ssl, sys, time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Mailbox:
    def __init__(self, path, implicit_tls=False):
        self.path = path
        # aiosmtpd marks only STARTTLS sessions as TLS; on the SMTPS port every session is.
        self.implicit_tls = implicit_tls

    async def handle_DATA(self, server, session, envelope):
        record = {
            "from": envelope.mail_from,
            "to": list(envelope.rcpt_tos),
            "data": envelope.original_content.decode("utf-8", "replace"),
            "tls": self.implicit_tls or session.ssl is not None,
            "auth": session.authenticated,
            "received": time.time(),
        }
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")
        return "250 OK message accepted"


def authenticator(user, password):
    def check(server, session, envelope, mechanism, auth_data):
        if isinstance(auth_data, LoginPassword) and auth_data.login.decode() == user and auth_data.password.decode() == password:
            return AuthResult(success=True)
        return AuthResult(success=False, handled=False)
    return check


def main():
    parser = argparse.ArgumentParser()
    for name in ("cert", "key", "mailbox", "user", "password"):
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--starttls-port", type=int, required=True)
    parser.add_argument("--tls-port", type=int, required=True)
    args = parser.parse_args()
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(args.cert, args.key)
    common = dict(hostname="127.0.0.1", authenticator=authenticator(args.user, args.password))
    starttls = Controller(Mailbox(args.mailbox), port=args.starttls_port, tls_context=context, require_starttls=True,
                          auth_require_tls=True, **common)
    # Implicit TLS: the whole session is encrypted, which aiosmtpd's STARTTLS-only check does not see.
    implicit = Controller(Mailbox(args.mailbox, implicit_tls=True), port=args.tls_port, ssl_context=context,
                          auth_require_tls=False, **common)
    starttls.start()
    implicit.start()
    print("ready", flush=True)
    try:
        while True:
            time.sleep(3600)
    finally:
        starttls.stop()
        implicit.stop()


if __name__ == "__main__":
    main()
