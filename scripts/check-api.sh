#!/usr/bin/env bash
# Fails when the public API of UDFKit, UDFKitTesting or UDFKitDevTools differs from its
# listing in docs/api/MODULE.txt: a change of the public API is a decision, made by changing the
# listing in the same commit. The listing is generated from each module's symbol graph (every
# public declaration, one a line, sorted), so it says what users can call, nothing else.
#
#   scripts/check-api.sh            # compare; prints the difference and fails on one
#   scripts/check-api.sh --update   # rewrite the listings after an intended change
#
# Builds the three modules (debug) if they are not built yet; needs jq.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(UDFKit UDFKitTesting UDFKitDevTools)
update=false
[ "${1:-}" = "--update" ] && update=true

command -v jq >/dev/null || { echo "check-api: jq is missing; install it (apt-get install jq)" >&2; exit 2; }
for module in "${modules[@]}"; do
    swift build --target "$module" >/dev/null
done
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT

# One line per public symbol: its kind, its path, and its declaration as the compiler prints it.
listing() {
    local module=$1
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -I "$bin" -target "$triple" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$graphs/$module" >/dev/null
    for graph in "$graphs/$module"/*.symbols.json; do
        local extended
        extended="$(basename "$graph" .symbols.json)"
        extended="${extended#"$module"}"
        jq -r --arg in "${extended#@}" '.symbols[]
            | ((if $in == "" then "" else "extension of \($in): " end)
               + "\(.kind.identifier | sub("^swift\\."; "")) \(.pathComponents | join("."))"
               + " :: \([.declarationFragments[]?.spelling] | join("") | gsub("\\s+"; " "))")' "$graph"
    done | LC_ALL=C sort -u
}

status=0
mkdir -p docs/api
for module in "${modules[@]}"; do
    listing "$module" >"$graphs/$module.txt"
    if $update; then
        cp "$graphs/$module.txt" "docs/api/$module.txt"
        echo "check-api: docs/api/$module.txt: $(wc -l <"docs/api/$module.txt") public symbols"
    elif ! diff -u "docs/api/$module.txt" "$graphs/$module.txt" >"$graphs/$module.diff" 2>&1; then
        echo "check-api: the public API of $module is not what docs/api/$module.txt lists:" >&2
        cat "$graphs/$module.diff" >&2
        status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "check-api: if the change is intended, run scripts/check-api.sh --update and commit docs/api/" >&2
fi
exit $status
