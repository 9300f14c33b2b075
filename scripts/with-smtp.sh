#!/usr/bin/env bash
# Runs a command beside a real SMTP server (aiosmtpd, pinned, from PyPI into .build/) and exports
# where it listens: GREENHOUSE_TEST_SMTP_URL (STARTTLS, port 587 style), GREENHOUSE_TEST_SMTPS_URL
# (implicit TLS, port 465 style), GREENHOUSE_TEST_SMTP_CA_FILE (the throwaway authority that signed its
# certificate) and GREENHOUSE_TEST_SMTP_MAILBOX (every accepted message, one JSON object a line).
# The server, its certificate and the mailbox are removed however the command ends.
set -euo pipefail
if (($# == 0)); then echo "usage: $0 COMMAND [ARG...]" >&2; exit 2; fi
cd "$(dirname "$0")/.."
source scripts/test-server-lib.sh
version=1.4.6
venv=.build/aiosmtpd-$version
pinned_venv "$venv" "aiosmtpd==$version" aiosmtpd
start_work smtp

# A throwaway authority and a certificate it signs for 127.0.0.1, valid for a day.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 -subj "/CN=Greenhouse test SMTP CA" \
    -keyout "$work/ca.key" -out "$work/ca.pem" -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" 2>/dev/null
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=127.0.0.1" -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null
printf "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n" > "$work/server.ext"
openssl x509 -req -in "$work/server.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" -CAcreateserial -days 1 \
    -extfile "$work/server.ext" -out "$work/server.pem" 2>/dev/null

starttls_port=$(free_port)
tls_port=$(free_port)
user=greenhouse
password=$(python3 -c 'import secrets; print(secrets.token_hex(12))')
touch "$work/mailbox.jsonl"
"$venv/bin/python" scripts/smtp-sink.py --cert "$work/server.pem" --key "$work/server.key" --mailbox "$work/mailbox.jsonl" \
    --starttls-port "$starttls_port" --tls-port "$tls_port" --user "$user" --password "$password" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
    grep -q ready "$work/server.log" 2>/dev/null && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.1
done
grep -q ready "$work/server.log" || { echo "SMTP server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
echo "==> SMTP server (aiosmtpd $version) on 127.0.0.1:$starttls_port (STARTTLS) and :$tls_port (TLS)" >&2

export GREENHOUSE_TEST_SMTP_URL="smtp://$user:$password@localhost:$starttls_port"
export GREENHOUSE_TEST_SMTPS_URL="smtps://$user:$password@localhost:$tls_port"
export GREENHOUSE_TEST_SMTP_CA_FILE="$work/ca.pem"
export GREENHOUSE_TEST_SMTP_MAILBOX="$work/mailbox.jsonl"
"$@"
