#!/usr/bin/env python3
"""The restore drill (issue 47), for scripts/restore-drill.sh: a backup taken from a server under a write
load, the server's data destroyed, the backup restored into a fresh place, and every write acknowledged
before the backup began looked up on a server started on what was restored.

  sqlite    SQLite databases and media files in the data directory
  postgres  the apps' PostgreSQL schemas (DATABASE_URL) and media in an S3 bucket (the test server of
            scripts/with-s3.sh); the backup kept in S3 (s3://greenhouse-backups/drill), restored from
            there into dropped schemas and a new bucket

  scripts/restore-drill.py sqlite|postgres --bin GREENHOUSE --work DIR

Steps: `greenhouse seed --demo` (on PostgreSQL for Couples and Gifter only: Calyx's illustrations would
add minutes of drawing into S3); `serve`; a load of Calyx writes (sign-ups, saves, collections, comments,
photo uploads) from 4 threads; after 5 s, what has been acknowledged is noted and `greenhouse backup`
runs while the load goes on; the load stops 2 s after it, the photos acknowledged before it are fetched
(every size, WebP and JPEG) and hashed, the server stops; the data directory is deleted (and the schemas
dropped); `greenhouse restore` into a new data directory (schemas, bucket); `serve` on it; every write
noted is looked up through the API and every photo fetched and compared byte for byte. Exit 1 on any
write or byte missing.
"""
import argparse, hashlib, os, shutil, subprocess, sys, time, types, urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from greenhouse_harness import CheckFailed, run_and_exit, call, expect, make_jpeg, say  # noqa: E402
from calyx_writes import ENCODINGS, VARIANTS, Server, Tables, WriteLoad, file_census, flower_ids, verify_acknowledged  # noqa: E402

APPS = ["calyx", "couples", "gifter"]
ACCEPT = {"webp": "image/webp", "jpg": "image/jpeg"}


def run_command(binary, arguments, env, what, show=False):
    """Runs `greenhouse ARGUMENTS`; its last line, and the seconds it took. A failure fails the drill. With
    `show`, its progress lines (each with its seconds) are printed too."""
    started = time.monotonic()
    result = subprocess.run([binary] + arguments, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        raise CheckFailed(f"{what} exited with status {result.returncode}: {(result.stderr or result.stdout)[-1500:]}")
    if show:
        for line in result.stderr.splitlines():
            say(f"  {line}")
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    return (lines[-1] if lines else ""), seconds


def photo_hashes(base, uploads, deadline_seconds=60):
    """{(url, accept): SHA-256} of every size of every upload, waiting out 503s (sizes still being made)."""
    hashes, deadline = {}, time.monotonic() + deadline_seconds
    for upload in uploads:
        for url in upload["urls"]:
            for encoding in ENCODINGS:
                while True:
                    reply = call(base, "GET", url, headers={"Accept": ACCEPT[encoding]})
                    if reply.status == 503 and time.monotonic() < deadline:
                        time.sleep(0.5)
                        continue
                    hashes[(url, encoding)] = hashlib.sha256(reply.body).hexdigest() if reply.status == 200 else f"status {reply.status}"
                    break
    return hashes


def drill(args, postgres):
    label = "PostgreSQL and S3" if postgres else "SQLite and files"
    env, restored_env = {}, {}
    prefix = "drill_"
    if postgres:
        source_bucket = os.environ["GREENHOUSE_TEST_S3_URL"]
        restored_bucket = source_bucket.replace("/greenhouse-media?", "/greenhouse-restored?")
        env = {"DATABASE_URL": os.environ["DATABASE_URL"], "GREENHOUSE_SCHEMA_PREFIX": prefix, "GREENHOUSE_MEDIA_S3_URL": source_bucket,
               "AWS_ACCESS_KEY_ID": os.environ["GREENHOUSE_TEST_S3_ACCESS_KEY_ID"],
               "AWS_SECRET_ACCESS_KEY": os.environ["GREENHOUSE_TEST_S3_SECRET_ACCESS_KEY"]}
        restored_env = dict(env, GREENHOUSE_MEDIA_S3_URL=restored_bucket)
        split = urllib.parse.urlsplit(source_bucket)
        env["GREENHOUSE_BACKUP_S3_ENDPOINT"] = restored_env["GREENHOUSE_BACKUP_S3_ENDPOINT"] = f"{split.scheme}://{split.netloc}"
    data, restored, backup = (os.path.join(args.work, name) for name in ("data", "restored", "backup"))
    # On PostgreSQL the backup goes to S3 (staged in `backup`, then uploaded) and comes back from there.
    remote = "s3://greenhouse-backups/drill"
    backup_to = ["--to", remote, "--staging", backup] if postgres else ["--to", backup]
    restore_from = ["--from", remote, "--staging", os.path.join(args.work, "download")] if postgres else ["--from", backup]
    original = Server(args.bin, args.work, "original", data, env)
    # On PostgreSQL, Calyx's 3,400 drawn flower illustrations are left out (they took 4–5 minutes to draw into
    # and copy out of the test S3 server): its bucket holds the load's photos, and the SQLite drill has them all.
    seeded = ["--app", "couples", "--app", "gifter"] if postgres else []
    line, seconds = run_command(args.bin, ["seed", "--demo", "--data-dir", data] + seeded, original.env, "greenhouse seed --demo")
    say(f"{label}: seeded {'Couples and Gifter' if postgres else 'every app'} with the demo data in {seconds:.1f} s ({line})")
    say(f"server on {original.base} ready in {original.start():.1f} s")
    jpeg = make_jpeg(args.work, 160, 120, "small")
    load = WriteLoad(original, flower_ids(original.base), jpeg)
    load.start()
    time.sleep(5)
    with load.lock:
        noted = {kind: list(items) for kind, items in load.acknowledged.items()}
    line, backup_seconds = run_command(args.bin, ["backup"] + backup_to + ["--data-dir", data], original.env, "greenhouse backup", show=True)
    say(f"backup under load: {backup_seconds:.2f} s; {line}")
    time.sleep(2)
    load.finish()
    total_noted = sum(len(items) for items in noted.values())
    total = sum(len(items) for items in load.acknowledged.values())
    say(f"writes acknowledged before the backup began: {total_noted} "
        f"({', '.join(f'{kind} {len(items)}' for kind, items in noted.items())}); by the end of the load: {total}")
    expect(total_noted > 0, "no write was acknowledged before the backup")
    problems = []
    before = photo_hashes(original.base, noted["upload"])
    original.stop(problems)

    shutil.rmtree(data)
    if postgres:
        drop = "SET client_min_messages = warning; " + "; ".join(f"DROP SCHEMA {prefix}{app} CASCADE" for app in APPS)
        subprocess.run([os.environ.get("PSQL", "psql"), os.environ["DATABASE_URL"], "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", drop], check=True)
        say(f"destroyed: the data directory deleted, the schemas {', '.join(prefix + app for app in APPS)} dropped; "
            "restoring into a new bucket")
    else:
        say("destroyed: the data directory deleted")
    line, seconds = run_command(args.bin, ["restore"] + restore_from + ["--data-dir", restored], restored_env or original.env,
                                "greenhouse restore", show=True)
    say(f"restore: {seconds:.2f} s; {line}")
    copy = Server(args.bin, args.work, "restored", restored, restored_env or env)
    say(f"server on what was restored ready in {copy.start():.1f} s")
    tables = Tables(postgres_url=os.environ["DATABASE_URL"], schema=f"{prefix}calyx") if postgres else Tables(data_dir=restored)
    missing, checked_urls, _ = verify_acknowledged(copy, tables, types.SimpleNamespace(acknowledged=noted))
    after = photo_hashes(copy.base, noted["upload"])
    changed = sorted(key for key in before if after.get(key) != before[key])
    say(f"looked up {total_noted} acknowledged writes through the API: {len(missing)} missing; {len(before)} photo files "
        f"({len(noted['upload'])} uploads × {len(VARIANTS)} sizes × {len(ENCODINGS)} encodings) compared: {len(changed)} differ")
    for kind, what in missing[:10]:
        problems.append(f"missing {kind}: {what}")
    for url, encoding in changed[:10]:
        problems.append(f"{url} ({encoding}): {before[(url, encoding)][:16]} before the backup, {after.get((url, encoding), 'none')[:16]} after")
    if not postgres:
        census = file_census(copy, tables)
        say(f"restored media: {census['rows']} images with rows, {census['files']} files; rows without all their files: "
            f"{len(census['without_files'])}; files of no row: {len(census['orphans'])}")
        for key in census["without_files"][:5]:
            problems.append(f"restored media row {key} without all its files")
    copy.stop(problems)
    for problem in problems:
        say(f"problem: {problem}")
    expect(not problems, "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("backend", choices=["sqlite", "postgres"])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    print(f"==> restore drill: {args.backend}", flush=True)
    run_and_exit(lambda: drill(args, args.backend == "postgres"))


if __name__ == "__main__":
    main()
