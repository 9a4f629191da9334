#!/usr/bin/env bash
# Many team members adding items at once to one PostgreSQL database (issue 23 §2): COUNT
# concurrent `udf-tui items add`, each on a project of its own, half as the role `alice`,
# whose schema of her own name puts `alice` first in PostgreSQL's default search path
# ("$user", public), half as `bob`, who has none; the tables are in `public`. Prints how
# many failed, by message (each waits up to 120 s for the write lock, so that a wait on a
# loaded machine is not counted as a failure). With `--no-own-schema`, alice has no schema
# of her own (the control).
#
#   scripts/measure-shared-writers.sh UDF_TUI_BINARY [COUNT] [--no-own-schema]
#
# It starts a throwaway server (scripts/test-postgres.sh, COUNT + 20 connections) in a new
# folder under /tmp and stops it at the end.
set -euo pipefail
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
count="${2:-400}"
own_schema=1
[ "${3:-}" = "--no-own-schema" ] && own_schema=0
scripts="$(cd "$(dirname "$0")" && pwd)"
dir="$(mktemp -d /tmp/udf-shared-writers.XXXXXX)"
trap '"$scripts/test-postgres.sh" stop "$dir" immediate >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT

PG_MAX_CONNECTIONS=$((count + 20)) "$scripts/test-postgres.sh" start "$dir" >/dev/null
sql() { psql -X -q -t -A -h "$dir" -U udf -d "${2:-team}" -c "$1"; }
sql "CREATE DATABASE team" postgres
sql "CREATE ROLE alice LOGIN" postgres
sql "CREATE ROLE bob LOGIN" postgres
[ "$own_schema" = 1 ] && sql "CREATE SCHEMA alice AUTHORIZATION alice"
# The owner makes the tables and one project for each writer
"$binary" projects add --db "postgres://udf@/team?host=$dir&sslmode=disable" --title P0 --units km --frequency daily >/dev/null
sql "INSERT INTO project (position, id, title, units, frequency, createdAt, updatedAt)
     SELECT g + 1, gen_random_uuid(), 'P' || g, 'km', 'daily', 0, 0 FROM generate_series(1, $count) AS g"
for role in alice bob; do
    sql "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO $role"
    sql "GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO $role"
done

out="$dir/out"
mkdir -p "$out"
start=$(date +%s.%N)
for i in $(seq 1 "$count"); do
    role=$([ $((i % 2)) = 0 ] && echo alice || echo bob)
    "$binary" items add --db "postgres://$role@/team?host=$dir&sslmode=disable" --project "P$i" --amount 1 --busy-timeout 120 \
        >"$out/$i.out" 2>"$out/$i.err" &
done
wait || true
end=$(date +%s.%N)

failed=$(find "$out" -name '*.err' -size +0 | wc -l)
added=$(sql "SELECT count(*) FROM item")
echo "writers: $count (alice with her own schema: $([ "$own_schema" = 1 ] && echo yes || echo no)), failed: $failed, items in the database: $added, $(echo "$end - $start" | bc) s"
cat "$out"/*.err 2>/dev/null | sed -E 's/P[0-9]+/P…/g; s/(waited )[0-9.]+/\1…/' | sort | uniq -c | sort -rn | head -5
