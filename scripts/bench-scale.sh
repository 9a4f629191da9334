#!/usr/bin/env bash
# The million-item figures of issue 17, on SQLite and (with --postgres) on PostgreSQL: the
# wall time and largest resident memory of each command, run as people run it, and the
# full-screen program's start to first frame (and quit), in tmux.
#
#   swift build -c release --product udf-tui-lab
#   scripts/bench-scale.sh [--items 1000000] [--projects 1000] [--spread] [--folder /tmp/udf-scale]
#                          [--postgres postgres://udf@/postgres?host=/path&sslmode=disable] [--reuse]
#
# It makes a database with `udf-tui-lab bench-storage --create-only` (by default every item in
# "Project 1"; --spread shares them out), exports it, imports the export into a new SQLite
# file and, with --postgres, into a database `udf_scale` that it creates again on that
# server (psql must be on PATH), then runs the commands on each, and last deletes the largest
# project. The machine's load is printed beside each figure. Goals: import under 15 s and
# 400 MB, a CSV import within 2x of the JSON one; every single-record command (items add,
# edit, delete, timer start/stop, projects add/delete) under 300 ms; deleting the largest
# project under 10 s, its memory and check's the same at any size; first frame under 500 ms.
set -euo pipefail

items=1000000 projects=1000 spread=() folder=/tmp/udf-scale postgres="" reuse=0
while [ $# -gt 0 ]; do
    case "$1" in
    --items) items="$2"; shift 2 ;;
    --projects) projects="$2"; shift 2 ;;
    --spread) spread=(--spread); shift ;;
    --folder) folder="$2"; shift 2 ;;
    --postgres) postgres="$2"; shift 2 ;;
    --reuse) reuse=1; shift ;;
    *) echo "usage: $0 [--items N] [--projects N] [--spread] [--folder DIR] [--postgres URL] [--reuse]" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/.build/release/udf-tui-lab"   # udf-tui with bench-storage, never shipped
[ -x "$bin" ] || { echo "bench-scale: build first: swift build -c release --product udf-tui-lab" >&2; exit 1; }
command -v tmux >/dev/null || { echo "bench-scale: tmux is needed for the first frame" >&2; exit 1; }
mkdir -p "$folder"
folder="$(cd "$folder" && pwd)"
measured="$folder/time.txt"

# measure LABEL COMMAND...: runs it once, prints "LABEL: 1.23 s, 45 MB".
measure() {
    local label="$1"; shift
    if ! /usr/bin/time -f "%e %M" -o "$measured" "$@" >"$folder/out.txt" 2>"$folder/err.txt"; then
        echo "$label: failed: $(head -c 300 "$folder/err.txt")"
        return
    fi
    read -r seconds kilobytes <"$measured"
    printf '%-46s %6.2f s  %5d MB   (load %s)\n' "$label:" "$seconds" $((kilobytes / 1024)) "$(cut -d' ' -f1 /proc/loadavg)"
}

# first_frame LABEL DB: the full-screen program started in tmux and quit after its first
# frame, three times.
first_frame() {
    local label="$1" db="$2" runs=()
    for run in 1 2 3; do
        rm -f "$measured"
        tmux new-session -d -s "udf-scale-$$" -x 120 -y 40 \
            "UDF_TUI_AFTER_FIRST_FRAME=quit /usr/bin/time -f '%e %M' -o '$measured' '$bin' --db '$db'"
        local deadline=$((SECONDS + 120))
        while [ ! -s "$measured" ] && [ $SECONDS -lt $deadline ]; do sleep 0.1; done
        tmux kill-session -t "udf-scale-$$" 2>/dev/null || true
        [ -s "$measured" ] || { echo "$label: no first frame within 120 s"; return; }
        read -r seconds kilobytes <"$measured"
        runs+=("$seconds s")
    done
    printf '%-46s %s  (%d MB)\n' "$label:" "${runs[*]}" $((kilobytes / 1024))
}

# commands DB: the single commands and the exports on one database.
commands() {
    local db="$1" name="$2"
    measure "$name projects list" "$bin" --db "$db" projects list
    measure "$name items add" "$bin" --db "$db" items add --project "Project 1" --amount 1
    local item
    item="$("$bin" --db "$db" items add --project "Project 1" --amount 2 --json | sed -n 's/.*"id" : "\(.*\)".*/\1/p')"
    measure "$name items edit" "$bin" --db "$db" items edit "$item" --amount 3
    measure "$name items delete" "$bin" --db "$db" items delete "$item"
    "$bin" --db "$db" projects add --title "Empty $$" --frequency daily >/dev/null
    measure "$name projects delete (no items)" "$bin" --db "$db" projects delete "Empty $$"
    measure "$name check" "$bin" --db "$db" check
    measure "$name timer start" "$bin" --db "$db" timer start --project "Project 2"
    measure "$name timer stop" "$bin" --db "$db" timer stop --project "Project 2"
    measure "$name projects add" "$bin" --db "$db" projects add --title "Scale $RANDOM" --frequency daily
    measure "$name report" "$bin" --db "$db" report
    measure "$name timer status" "$bin" --db "$db" timer status
    measure "$name export --format json" "$bin" --db "$db" export --format json --output "$folder/again.json"
    measure "$name export --format csv" "$bin" --db "$db" export --format csv --output "$folder/again.csv"
    first_frame "$name first frame (3 runs)" "$db"
}

# the_big_delete DB NAME: deletes the project that holds most items (last: it empties it).
the_big_delete() {
    measure "$2 projects delete (the largest)" "$bin" --db "$1" projects delete "Project 1"
    measure "$2 items add (after it)" "$bin" --db "$1" items add --project "Project 2" --amount 1
}

database="$folder/udf-bench.sqlite"
if [ $reuse = 0 ] || [ ! -f "$database" ]; then
    "$bin" bench-storage --folder "$folder" --items "$items" --projects "$projects" "${spread[@]}" --create-only >/dev/null
fi
echo "udf-tui at $items items, $projects projects${spread:+ (spread)}; $(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg)"
measure "SQLite export --format json (the import's file)" "$bin" --db "$database" export --format json --output "$folder/export.json"
echo "  ($(du -m "$folder/export.json" | cut -f1) MB)"

imported="$folder/imported.sqlite"
rm -f "$imported" "$imported-wal" "$imported-shm" "$imported-checked"
measure "SQLite import" "$bin" --db "$imported" import "$folder/export.json"
measure "SQLite export --format csv (the import's file)" "$bin" --db "$database" export --format csv --output "$folder/export.csv"
rm -f "$imported" "$imported-wal" "$imported-shm" "$imported-checked"
measure "SQLite import CSV" "$bin" --db "$imported" import "$folder/export.csv"
commands "$database" "SQLite"
the_big_delete "$database" "SQLite"

if [ -n "$postgres" ]; then
    command -v psql >/dev/null || { echo "bench-scale: psql is needed for --postgres" >&2; exit 1; }
    psql -q "$postgres" -c "DROP DATABASE IF EXISTS udf_scale WITH (FORCE)" -c "CREATE DATABASE udf_scale" >/dev/null
    base="${postgres%%\?*}"
    server="${base%/*}/udf_scale${postgres#"$base"}"
    measure "PostgreSQL import" "$bin" --db "$server" import "$folder/export.json"
    commands "$server" "PostgreSQL"
    the_big_delete "$server" "PostgreSQL"
fi
