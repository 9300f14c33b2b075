#!/usr/bin/env bash
# Runs a command beside a real S3-compatible server (moto's server, pinned, from PyPI into .build/) that
# checks SigV4 signatures, and exports where it is: GREENHOUSE_TEST_S3_URL (the bucket's URL in
# GREENHOUSE_MEDIA_S3_URL's form, path style), GREENHOUSE_TEST_S3_ACCESS_KEY_ID and
# GREENHOUSE_TEST_S3_SECRET_ACCESS_KEY (a user made through moto's IAM, allowed s3:* only).
# The server is stopped however the command ends.
set -euo pipefail
if (($# == 0)); then echo "usage: $0 COMMAND [ARG...]" >&2; exit 2; fi
cd "$(dirname "$0")/.."
source scripts/test-server-lib.sh
version=5.2.5
venv=.build/moto-$version
pinned_venv "$venv" "moto[server]==$version" moto.server
start_work s3

port=$(free_port)
# Signatures are checked from the fourth request on: the first three make the user, its key and its
# policy (moto's IAM), unauthenticated, as an administrator would.
(cd "$work" && INITIAL_NO_AUTH_ACTION_COUNT=3 exec "$OLDPWD/$venv/bin/moto_server" -H 127.0.0.1 -p "$port") >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
    python3 -c "import socket,sys; s=socket.socket(); sys.exit(s.connect_ex(('127.0.0.1', $port)))" 2>/dev/null && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.1
done
keys=$(cd "$work" && "$OLDPWD/$venv/bin/python" - "$port" <<'PY'
import json, sys
import boto3
endpoint = f"http://127.0.0.1:{sys.argv[1]}"
iam = boto3.client("iam", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="admin", aws_secret_access_key="admin")
iam.create_user(UserName="greenhouse")
key = iam.create_access_key(UserName="greenhouse")["AccessKey"]
policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}
iam.put_user_policy(UserName="greenhouse", PolicyName="media", PolicyDocument=json.dumps(policy))
s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"])
s3.create_bucket(Bucket="greenhouse-media")
print(key["AccessKeyId"], key["SecretAccessKey"])
PY
)
read -r access secret <<<"$keys"
echo "==> S3 server (moto $version) on 127.0.0.1:$port, bucket greenhouse-media" >&2

export GREENHOUSE_TEST_S3_URL="http://127.0.0.1:$port/greenhouse-media?region=us-east-1&style=path"
export GREENHOUSE_TEST_S3_ACCESS_KEY_ID="$access"
export GREENHOUSE_TEST_S3_SECRET_ACCESS_KEY="$secret"
"$@"
