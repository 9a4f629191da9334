#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: its data folder and Unix socket under DIR,
# no TCP port, trust authentication for the user `udf`, fsync off (tests only).
#
#   scripts/test-postgres.sh start DIR   # prints the URL to put in UDF_TUI_TEST_POSTGRES_URL
#   scripts/test-postgres.sh stop DIR [fast|immediate]   # immediate: as if it crashed
#   scripts/test-postgres.sh start-tls DIR PORT   # also TLS on 127.0.0.1:PORT (see below)
#   scripts/test-postgres.sh start-scram DIR PORT # also TCP with passwords (see below)
#
# start-tls makes a certificate authority (DIR/tls/ca.crt), a server certificate it signed
# for the name `localhost` only, and a client certificate and key for the user `udfcert`
# (DIR/tls/client.crt, client.key), and starts the server with TLS on 127.0.0.1:PORT:
# `udf` logs in without a password, `udfcert` only with its certificate, and TCP without
# TLS is refused. It prints the URL for `udf` on localhost.
#
# start-scram also listens on 127.0.0.1 and ::1 at PORT, without TLS, where every user logs
# in with a password (scram-sha-256); over the Unix socket `udf` still logs in without one
# (the tests' administrator, who makes the users). It prints the URL for `udf` on the
# socket, as start does.
#
# PG_MAX_CONNECTIONS (200 by default) sets the server's max_connections.
#
# PostgreSQL refuses to run as root: when run as root the server runs as the `postgres`
# user (or `nobody`), which then owns DIR. Debian keeps initdb and pg_ctl in
# /usr/lib/postgresql/VERSION/bin, off PATH; both places are tried.
set -euo pipefail

command="${1:-}"
dir="${2:-}"
if [ -z "$command" ] || [ -z "$dir" ]; then
    echo "usage: $0 start DIR | start-tls DIR PORT | start-scram DIR PORT | stop DIR [fast|immediate]" >&2
    exit 2
fi
mode="${3:-fast}"
connections="${PG_MAX_CONNECTIONS:-200}"

bin=""
for candidate in "$(dirname "$(command -v pg_ctl 2>/dev/null || echo /nonexistent/pg_ctl)")" /usr/lib/postgresql/*/bin; do
    if [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/initdb" ]; then bin="$candidate"; break; fi
done
if [ -z "$bin" ]; then
    echo "test-postgres: no initdb/pg_ctl found (apt-get install -y postgresql)" >&2
    exit 1
fi

as_owner=()
if [ "$(id -u)" = 0 ]; then
    owner=postgres
    id "$owner" >/dev/null 2>&1 || owner=nobody
    as_owner=(runuser -u "$owner" --)
fi

case "$command" in
start)
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    cd /    # the server's user may not be allowed into the caller's folder
    if [ ${#as_owner[@]} -gt 0 ]; then chown "$owner" "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        "${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U udf --auth=trust --no-sync >"$dir/initdb.log" 2>&1 \
            || { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-k $dir -c listen_addresses='' -p 5432 -c fsync=off -c full_page_writes=off -c max_connections=$connections" start >/dev/null \
        || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://udf@/postgres?host=$dir&sslmode=disable"
    ;;
start-tls)
    port="${3:?usage: $0 start-tls DIR PORT}"
    mkdir -p "$dir/tls"
    dir="$(cd "$dir" && pwd)"
    tls="$dir/tls"
    (
        cd "$tls"
        sign() {    # sign NAME CN [EXTENSION]
            openssl req -new -newkey rsa:2048 -nodes -keyout "$1.key" -out "$1.csr" -subj "/CN=$2" 2>/dev/null
            printf '%s\n' "${3:-basicConstraints=CA:FALSE}" >"$1.ext"
            openssl x509 -req -in "$1.csr" -CA ca.crt -CAkey ca.key -CAcreateserial -out "$1.crt" -days 2 -extfile "$1.ext" 2>/dev/null
        }
        openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2 -subj "/CN=udf-tui test authority" 2>/dev/null
        sign server localhost "subjectAltName=DNS:localhost"
        sign client udfcert
        chmod 600 ./*.key
    ) || { echo "test-postgres: openssl failed" >&2; exit 1; }
    cd /
    if [ ${#as_owner[@]} -gt 0 ]; then chown -R "$owner" "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        "${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U udf --auth=trust --no-sync >"$dir/initdb.log" 2>&1 \
            || { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    "${as_owner[@]}" tee "$dir/data/pg_hba.conf" >/dev/null <<HBA
local all all trust
hostssl all udfcert 127.0.0.1/32 cert
hostssl all all 127.0.0.1/32 trust
hostnossl all all 127.0.0.1/32 reject
HBA
    "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-k $dir -c listen_addresses=127.0.0.1 -p $port -c fsync=off -c full_page_writes=off -c ssl=on -c ssl_cert_file=$tls/server.crt -c ssl_key_file=$tls/server.key -c ssl_ca_file=$tls/ca.crt" start >/dev/null \
        || { cat "$dir/server.log" >&2; exit 1; }
    psql="$bin/psql"
    [ -x "$psql" ] || psql="$(command -v psql)"
    "${as_owner[@]}" "$psql" -q -h "$dir" -p "$port" -U udf -d postgres -c "CREATE ROLE udfcert LOGIN" >/dev/null
    echo "postgres://udf@localhost:$port/postgres"
    ;;
start-scram)
    port="${3:?usage: $0 start-scram DIR PORT}"
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    cd /
    if [ ${#as_owner[@]} -gt 0 ]; then chown "$owner" "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        "${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U udf --auth=trust --no-sync >"$dir/initdb.log" 2>&1 \
            || { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    "${as_owner[@]}" tee "$dir/data/pg_hba.conf" >/dev/null <<HBA
local all udf trust
local all all scram-sha-256
host all all 127.0.0.1/32 scram-sha-256
host all all ::1/128 scram-sha-256
HBA
    "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-k $dir -c listen_addresses='127.0.0.1,::1' -p $port -c fsync=off -c full_page_writes=off -c max_connections=$connections" start >/dev/null \
        || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://udf@/postgres?host=$dir&port=$port&sslmode=disable"
    ;;
stop)
    dir="$(cd "$dir" && pwd)"
    cd /
    if [ -f "$dir/data/postmaster.pid" ]; then
        "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m "$mode" -w stop >/dev/null
    fi
    ;;
*)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
