#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for SECONDS (default 30)
# from its seed corpus in Corpus/<target>. New inputs go to a scratch folder, never into the
# committed corpus; a crash, hang (over 10 s) or leak fails the run and leaves the input in
# Fuzz/artifacts/ (add it to Corpus/<target> once fixed, as a regression seed).
#
#   Fuzz/run.sh            # 30 s each, as .ci/run does
#   Fuzz/run.sh 600        # ten minutes each
#   Fuzz/run.sh 60 FuzzCSVImport
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzJSONImport FuzzCSVImport FuzzKeyDecoder FuzzLineEditor FuzzPostgresURL)

# The targets are part of the root package; built with the sanitizers in a scratch folder of
# their own, so that the package's ordinary build is left alone.
flags=(-c release --package-path .. --scratch-path ../.build-fuzz
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING)
for target in "${targets[@]}"; do
    swift build "${flags[@]}" --product "$target" 2>&1 | grep -v "Cannot export local symbol" || true
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
mkdir -p artifacts
status=0
for target in "${targets[@]}"; do
    scratch="$(mktemp -d)"
    echo "fuzz: $target for ${seconds}s"
    if ! "$bin/$target" "$scratch" "Corpus/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="artifacts/$target-" 2> "artifacts/$target.log"; then
        echo "fuzz: $target FAILED; see Fuzz/artifacts/$target.log"
        tail -40 "artifacts/$target.log"
        status=1
    fi
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)|cov: " "artifacts/$target.log" | tail -4
    rm -rf "$scratch"
done
exit $status
