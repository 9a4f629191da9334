#!/bin/sh
# Measures the cold start of the full-screen program on 1,000 projects and 100,000 items:
# the time from starting the process to its exit right after the first frame, RUNS times
# (11 by default), in a tmux pane (the program needs a terminal), and prints the median
# and the maximum in ms. Goal: under 300 ms in release.
#
#   scripts/cold-start.sh [RUNS]
#
# - Builds udf-tui-lab (udf-tui with the hooks of the tests, never shipped) in release into
#   .build-release (or uses the program in $UDF_TUI).
# - Makes the database once with `udf-tui-lab bench-storage --create-only` (the
#   same sample data as the key benchmark: 100,000 items in the first of 1,000 projects)
#   in $COLD_START_DIR (default ${TMPDIR:-/tmp}/udf-cold-start) and reuses it afterwards.
# - Runs `UDF_TUI_AFTER_FIRST_FRAME=quit udf-tui-lab --db …` under dash in a private 80×24 tmux
#   server: the program draws its first frame, then quits as Ctrl-C would. `date +%s%N`
#   is read just before and just after each run, inside the pane, so start→exit includes
#   loading the program, opening and reading the database, the first frame, and quitting:
#   an upper bound of start→first frame. The file is in the page cache (one run first,
#   not counted): "cold" is a new process, not a cold disk.
# - The first frame is drawn from the projects and timers while the items load on another
#   thread (docs/persistence.md, "Starting at a million items"): this times the start to
#   that frame, whatever the number of items, not the items' arrival.
set -eu

runs=${1:-11}
here=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${UDF_TUI:-}" ]; then
    echo "cold-start: building udf-tui-lab in release (.build-release)" >&2
    (cd "$here" && swift build -c release --product udf-tui-lab --scratch-path .build-release >&2)
    program=$here/.build-release/release/udf-tui-lab
else
    program=$UDF_TUI
fi
[ -x "$program" ] || { echo "cold-start: no program at $program" >&2; exit 2; }
command -v tmux >/dev/null || { echo "cold-start: tmux is needed" >&2; exit 2; }

data=${COLD_START_DIR:-${TMPDIR:-/tmp}/udf-cold-start}
mkdir -p "$data"
db=$data/udf-bench.sqlite
if [ ! -f "$db" ]; then
    "$program" bench-storage --create-only --items 100000 --folder "$data" >&2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/udf-cold-start-run.XXXXXX")
socket=udf-cold-start-$$
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# The loop typed into the pane: one run not counted, then RUNS timed runs, each line
# "<microseconds> <status>"; the file "done" says it finished.
cat > "$work/runner.sh" <<EOF
UDF_TUI_AFTER_FIRST_FRAME=quit "$program" --db "$db"
i=0
while [ \$i -lt $runs ]; do
    start=\$(date +%s%N)
    UDF_TUI_AFTER_FIRST_FRAME=quit "$program" --db "$db"
    status=\$?
    end=\$(date +%s%N)
    echo "\$(( (end - start) / 1000 )) \$status" >> "$work/times"
    i=\$((i + 1))
done
: > "$work/done"
EOF

tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 env PS1='$ ' TERM=xterm-256color dash -i
tmux -L "$socket" set -s escape-time 0
tmux -L "$socket" send-keys -l "dash $work/runner.sh 2> $work/errors"
tmux -L "$socket" send-keys Enter

# Wait for the runs, up to 5 s each (the program would sit waiting for keys if the hook
# did not work).
waited=0
limit=$(( (runs + 1) * 50 ))
while [ ! -f "$work/done" ] && [ "$waited" -lt "$limit" ]; do
    sleep 0.1
    waited=$((waited + 1))
done
[ -f "$work/done" ] || { echo "cold-start: the runs did not finish; the pane shows:" >&2; tmux -L "$socket" capture-pane -p >&2; exit 1; }

if awk '$2 != 0 { bad = 1 } END { exit !bad }' "$work/times"; then
    echo "cold-start: a run did not exit with status 0:" >&2
    cat "$work/times" "$work/errors" >&2
    exit 1
fi
sort -n "$work/times" | awk -v runs="$runs" -v db="$db" '
    { ms[NR] = $1 / 1000 }
    END {
        median = ms[int(NR / 2) + 1]    # the upper middle of an even count
        printf "cold start to the first frame (start to exit), %s: median %.1f ms, max %.1f ms (%d runs)\n", db, median, ms[NR], runs
    }'
