#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: its data folder and Unix socket under DIR,
# no TCP port, trust authentication for the user `udf`, fsync off (tests only).
#
#   scripts/test-postgres.sh start DIR   # prints the URL to put in UDF_TUI_TEST_POSTGRES_URL
#   scripts/test-postgres.sh stop DIR [fast|immediate]   # immediate: as if it crashed
#
# PostgreSQL refuses to run as root: when run as root the server runs as the `postgres`
# user (or `nobody`), which then owns DIR. Debian keeps initdb and pg_ctl in
# /usr/lib/postgresql/VERSION/bin, off PATH; both places are tried.
set -euo pipefail

command="${1:-}"
dir="${2:-}"
if [ -z "$command" ] || [ -z "$dir" ]; then
    echo "usage: $0 start DIR | stop DIR [fast|immediate]" >&2
    exit 2
fi
mode="${3:-fast}"

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
        -o "-k $dir -c listen_addresses='' -p 5432 -c fsync=off -c full_page_writes=off -c max_connections=200" start >/dev/null \
        || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://udf@/postgres?host=$dir&sslmode=disable"
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
