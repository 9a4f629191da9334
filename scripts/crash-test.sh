#!/bin/sh
# Kills a writer with SIGKILL in the middle of a stream of acknowledged actions, RUNS times
# (100 by default), and checks each time that every acknowledged item is in the database
# and that SQLite's integrity_check passes.
#
#   scripts/crash-test.sh [RUNS]
#
# Uses the debug build of udf-tui-lab (`swift build` first), or the program in $UDF_TUI.
# The writer is `udf-tui-lab stress-writer`, which prints the id of each item once its
# transaction is committed; the kill comes a random 0-400 ms after its first one.
set -eu

runs=${1:-100}
here=$(cd "$(dirname "$0")/.." && pwd)
program=${UDF_TUI:-$here/.build/debug/udf-tui-lab}
[ -x "$program" ] || { echo "crash-test: build first (swift build), or set UDF_TUI" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/udf-crash.XXXXXX")
trap 'rm -rf "$work"' EXIT

failures=0
total=0
run=1
while [ "$run" -le "$runs" ]; do
    db="$work/run$run.sqlite"
    : > "$work/acknowledged"
    "$program" stress-writer --db "$db" > "$work/acknowledged" &
    writer=$!
    # Wait (up to 10 s) for the first acknowledgement, so that every run kills a writer
    # in the middle of its stream, then a random 0 to 400 ms (sh has no $RANDOM).
    waited=0
    while [ ! -s "$work/acknowledged" ] && [ "$waited" -lt 1000 ]; do
        sleep 0.01
        waited=$((waited + 1))
    done
    pause=$(( $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 401 ))
    sleep "$(printf '0.%03d' "$pause")"
    kill -9 "$writer"
    wait "$writer" 2>/dev/null || true

    "$program" items list --db "$db" --project Stress --json 2>"$work/errors" \
        | sed -n 's/.*"id" : "\([0-9A-F-]*\)".*/\1/p' | sort > "$work/stored" || true
    sort "$work/acknowledged" > "$work/expected"
    lost=$(comm -23 "$work/expected" "$work/stored" | wc -l)
    acknowledged=$(wc -l < "$work/expected")
    verdict=$("$program" check --thorough --db "$db" 2>&1 || true)
    case "$verdict" in
        *": ok") sound=yes ;;
        *) sound=no ;;
    esac
    total=$((total + acknowledged))
    if [ "$acknowledged" -eq 0 ] || [ "$lost" -ne 0 ] || [ "$sound" != yes ]; then
        failures=$((failures + 1))
        echo "run $run: $acknowledged acknowledged, $lost lost, integrity: $verdict $(cat "$work/errors")"
    fi
    rm -f "$db" "$db-wal" "$db-shm"
    run=$((run + 1))
done

echo "crash-test: $runs runs, $total acknowledged actions, $failures runs with a loss or damage"
[ "$failures" -eq 0 ]
