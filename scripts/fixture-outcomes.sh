#!/usr/bin/env bash
# Writes, for every fixture of Tests/AppCoreTests/Fixtures, the state its actions now produce
# to DIR/NAME.json (keys sorted): for updating the fixtures' `then` after a change of the
# state's shape. Review every change you copy into a fixture: the fixtures are the rules'
# documentation (docs/reducers.md is made from them: UPDATE_DOCS=1 swift test --filter ReducerDocs).
#
#   scripts/fixture-outcomes.sh DIR
#
# It runs the one test that writes them (FixtureOutcomeWriter), which `swift test` reports as
# skipped when FIXTURE_OUTCOMES is not set.
set -euo pipefail

dir="${1:-}"
if [ -z "$dir" ]; then
    echo "usage: $0 DIR   (a folder for the outcomes; made if missing)" >&2
    exit 2
fi
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
cd "$(dirname "$0")/.."
FIXTURE_OUTCOMES="$dir" swift test --filter FixtureOutcomeWriter
echo "fixture-outcomes: the outcomes are in $dir; compare each with the \`then\` of its fixture"
