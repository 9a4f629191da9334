#!/usr/bin/env bash
# Fails unless the package at DIR, which depends on UDFKit as an app that adopts it does
# (`traits: []`, or `traits: ["CustomDump"]`), resolves nothing but the packages named after
# it: none for UDFKit, UDFKitDevTools and UDFKitTesting with `traits: []`, and
# swift-custom-dump with xctest-dynamic-overlay with the `CustomDump` trait.
#
#   scripts/check-importer.sh Examples
#   scripts/check-importer.sh Tests/PublicAPI swift-custom-dump xctest-dynamic-overlay
set -euo pipefail
dir="${1:?usage: $0 PACKAGE_DIR [ALLOWED_PACKAGE...]}"
shift
allowed=" $* "
rm -f "$dir/Package.resolved"
swift package resolve --package-path "$dir" >/dev/null 2>&1
resolved=$( { sed -n 's/.*"identity" *: *"\([^"]*\)".*/\1/p' "$dir/Package.resolved" 2>/dev/null || true; } | sort | tr '\n' ' ')
echo "check-importer: $dir resolves: ${resolved:-nothing}"
for package in $resolved; do
    case "$allowed" in
        *" $package "*) ;;
        *) echo "check-importer: $dir resolves $package, which an importer of UDFKit must not need" >&2; exit 1 ;;
    esac
done
