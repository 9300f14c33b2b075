"""Issue 47: the Calyx moderation console as a moderator uses it, in a real headless Chromium (Playwright
driving the system's Chromium) against a real `greenhouse serve` that mails through a real SMTP server
(scripts/with-smtp.sh): ask for a sign-in link, read it from the mailbox, confirm it, read the queue
(hidden and reported comments with their thread, reasons and the author's history), remove one,
suspend its author, and see both in the audit log; then, through the API, the author's posting refused
and their other comment hidden; and the KPI page's charts. With --screenshot, the queue is captured there.

    python scripts/console-check.py --bin .build/debug/greenhouse --work DIR [--screenshot docs/images/x.png]
"""
import argparse, base64, json, os, re, time

from greenhouse_harness import CheckFailed, call, dev_sign_in, expect, ok, run_and_exit, say
from calyx_writes import Server, xff
from playwright.sync_api import sync_playwright

MODERATOR_ADDRESS = "mona@calyx.example"


def mailbox_link(mailbox, address, after, timeout=30):
    """The console link in the newest message to `address` accepted after `after` messages."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open(mailbox) as file:
            messages = [json.loads(line) for line in file if line.strip()]
        mine = [m for m in messages if m["to"] == [address]]
        if len(mine) > after:
            data = mine[-1]["data"]
            body = base64.b64decode(data.split("\r\n\r\n", 1)[1].replace("\r\n", "")).decode()
            match = re.search(r"(http://\S+/calyx/console/sign-in\?token=[A-Za-z0-9_-]+)", body)
            expect(match is not None, f"a sign-in link in the mail: {body[:300]}")
            expect("Subject: Your Calyx moderation sign-in link" in data, "the mail's subject")
            return match.group(1)
        time.sleep(0.2)
    raise CheckFailed(f"no mail to {address} within {timeout} s")


def count_mails(mailbox, address):
    with open(mailbox) as file:
        return sum(1 for line in file if line.strip() and json.loads(line)["to"] == [address])


def check(args):
    smtp = os.environ["GREENHOUSE_TEST_SMTP_URL"]
    mailbox = os.environ["GREENHOUSE_TEST_SMTP_MAILBOX"]
    server = Server(args.bin, args.work, "calyx", os.path.join(args.work, "data"), env={
        "CALYX_SMTP_URL": smtp, "CALYX_MAIL_FROM": "Calyx <moderation@calyx.example>",
        "GREENHOUSE_SMTP_CA_FILE": os.environ["GREENHOUSE_TEST_SMTP_CA_FILE"],
    })
    server.env["CALYX_PUBLIC_URL"] = server.base
    problems = []
    server.start()
    api = f"{server.base}/calyx/v1"
    try:
        people = {name: dev_sign_in(server.base, "calyx", name, headers=xff(n)) for n, name in enumerate(
            ["Mona", "Rowan", "Olive", "Priya", "Tomasz", "Aiko"], start=1)}
        token = {name: session["accessToken"] for name, session in people.items()}

        def ask(who, method, path, body=None, status=200):
            return ok(call(api, method, f"/calyx/v1{path}", body, token=token[who]), status, f"{who}: {method} {path}")

        flower = ask("Olive", "GET", "/flowers/search?query=rose&limit=1").json()["items"][0]["id"]
        opening = ask("Olive", "POST", f"/flowers/{flower}/comments", {"text": "My climbing rose finally flowered after three years!"}, 201).json()["id"]
        reply = ask("Priya", "POST", f"/flowers/{flower}/comments", {"text": "Lovely. Did you feed it potash?", "parentId": opening}, 201).json()["id"]
        hateful = ask("Rowan", "POST", f"/flowers/{flower}/comments",
                      {"text": "Nobody wants to hear about your ugly garden, give up.", "parentId": opening}, 201).json()["id"]
        spammy = ask("Rowan", "POST", f"/flowers/{flower}/comments", {"text": "Cheap rose food at my shop, best prices"}, 201).json()["id"]
        for reporter, reason, detail in [("Olive", "harassment", "Aimed at me, in my own thread."), ("Priya", "harassment", None),
                                         ("Tomasz", "other", "Rude for no reason")]:
            body = {"reason": reason} | ({"detail": detail} if detail else {})
            ask(reporter, "POST", f"/comments/{hateful}/report", body, 204)
        ask("Aiko", "POST", f"/comments/{spammy}/report", {"reason": "spam"}, 204)
        say(f"seeded: a thread with a reply reported 3 times (hidden) and a comment reported once, on flower {flower}")

        # The server learns who its moderator is: restarted with CALYX_MODERATORS naming Mona and her address.
        server.stop(problems)
        server.env["CALYX_MODERATORS"] = f"{people['Mona']['user']['id']}={MODERATOR_ADDRESS}"
        server.start()

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox", "--disable-dev-shm-usage"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(f"{server.base}/calyx/console")
            expect(page.url.endswith("/calyx/console/sign-in"), f"signed out, the console sends to sign-in: {page.url}")
            before = count_mails(mailbox, MODERATOR_ADDRESS)
            page.fill("input[name=email]", MODERATOR_ADDRESS)
            page.click("text=Email me a link")
            expect("Check your mail" in page.content(), "the page says a link is on its way")
            # An address that is no moderator's gets the same page and no mail.
            page.goto(f"{server.base}/calyx/console/sign-in")
            page.fill("input[name=email]", "rowan@calyx.example")
            page.click("text=Email me a link")
            expect("Check your mail" in page.content(), "the same answer for someone who is no moderator")
            link = mailbox_link(mailbox, MODERATOR_ADDRESS, before)
            expect(count_mails(mailbox, "rowan@calyx.example") == 0, "no mail to an address that is no moderator's")
            say(f"mail received through SMTP with the link {link[:60]}…")

            page.goto(link)
            expect(page.locator("text=Sign in to the moderation console").count() == 1, "opening the link asks to confirm (a GET signs nobody in)")
            page.click("button:has-text('Sign in')")
            expect(page.url.rstrip("/").endswith("/calyx/console"), f"signed in, on the queue: {page.url}")
            cookie = next(c for c in page.context.cookies() if c["name"] == "calyx_console")
            expect(cookie["httpOnly"] and cookie["sameSite"] == "Strict", f"the session cookie is HttpOnly and SameSite=Strict: {cookie}")

            card = page.locator(f"#comment-{hateful.upper()}")
            text = card.inner_text()
            for wanted in ["Hidden after 3 reports", "Nobody wants to hear about your ugly garden", "harassment × 2", "other × 1",
                           "Aimed at me, in my own thread.", "My climbing rose finally flowered", "Did you feed it potash?",
                           "Rowan", "2 comments, 0 removed by moderators", "4 reports received"]:
                expect(wanted in text, f"the hidden comment's card shows {wanted!r}: {text[:800]}")
            expect("Reported, still shown" in page.locator(f"#comment-{spammy.upper()}").inner_text(), "the comment reported once is queued too")

            card.locator("button:has-text('Remove')").click()
            expect("Removed: the comment is gone for everyone." in page.content(), "the removal is confirmed")
            expect(page.locator(f"#comment-{hateful.upper()}").count() == 0, "the removed comment left the queue")
            spam_card = page.locator(f"#comment-{spammy.upper()}")
            spam_card.locator("select[name=period]").select_option("7d")
            spam_card.locator("input[name=reason]").fill("Harassment in one thread and advertising in another")
            spam_card.locator("button:has-text('Suspend author')").click()
            expect("Suspended: the author" in page.content(), "the suspension is confirmed")
            log = page.locator("#audit-log").inner_text()
            expect("remove" in log and "suspend" in log and "7 days: Harassment in one thread" in log, f"both actions in the audit log: {log}")
            expect("Mona" in log and "Rowan" in log, f"the log names the moderator and the author: {log}")
            say("removed one comment and suspended its author for 7 days; both are in the audit log")
            expect("Hidden: author suspended" in page.locator(f"#comment-{spammy.upper()}").inner_text(), "the author's other comment is hidden")
            if args.screenshot:
                page.screenshot(path=args.screenshot, full_page=True)
                say(f"screenshot of the queue after both actions: {args.screenshot}")

            page.goto(f"{server.base}/calyx/console/kpis")
            charts = page.locator("section.chart")
            expect(charts.count() == 12, f"a chart per KPI: {charts.count()}")
            expect(page.locator("#kpi-dau svg").count() == 1, "the DAU chart is an inline SVG")
            dau = page.locator("#kpi-dau .latest").inner_text()
            # Everyone who made a signed-in request today: not Mona, who only signed in (to the API; the console is apart).
            expect(dau.startswith("5 on "), f"today's DAU counts the five people who used the app: {dau!r}")
            say(f"KPI page: {charts.count()} charts; DAU {dau}")

            page.click("button:has-text('Sign out')")
            page.goto(f"{server.base}/calyx/console")
            expect(page.url.endswith("/calyx/console/sign-in"), "signed out, the queue is out of reach")
            browser.close()

        # Through the API: the author is refused, their other comment is hidden, the removed one gone.
        refused = call(api, "POST", f"/calyx/v1/flowers/{flower}/comments", {"text": "Back again"}, token=token["Rowan"])
        expect(refused.status == 403 and "account-suspended" in refused.json().get("type", ""), f"a suspended author cannot post: {refused.brief()}")
        page_text = ask("Olive", "GET", f"/flowers/{flower}/comments").body.decode()
        expect("Cheap rose food" not in page_text and "ugly garden" not in page_text, "neither of the author's comments shows")
        expect("Did you feed it potash?" in page_text, "the rest of the thread still shows")
        say(f"the API refuses the suspended author ({refused.status} {refused.json()['title']}) and hides both comments")
    finally:
        server.stop(problems)
    expect(not problems, "; ".join(problems))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    print("==> the moderation console in headless Chromium", flush=True)
    run_and_exit(lambda: check(args))


if __name__ == "__main__":
    main()
