#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build script: builds every ScrollProof fuzz target and copies the
# binaries and their seed corpora to $OUT, so fuzzing can move to a fuzzing cluster when one
# machine is not enough.
#
#   OUT=/path/to/out ./build.sh
#
# $SWIFTFLAGS (set by OSS-Fuzz's Swift builder) overrides the sanitizer flags; by default the
# targets are built with libFuzzer and $SANITIZER (default address). No dictionaries are
# shipped: a target's input is a stream of generator choices, which a dictionary of byte
# strings does not help mutate.
root=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-$root/out}
mkdir -p "$OUT"
flags=${SWIFTFLAGS:-"-Xswiftc -sanitize=fuzzer,${SANITIZER:-address} -Xswiftc -use-ld=lld"}
cd "$root/Fuzz"
# shellcheck disable=SC2086
swift build -c release --scratch-path .build-oss $flags
# One target per folder of Fuzz/Sources (fuzz-<effect>, fuzz-traceReader).
for target in $(ls "$root/Fuzz/Sources" | sed 's/^fuzz-//'); do
  cp ".build-oss/release/fuzz-$target" "$OUT/"
  (cd "$root/fuzz-corpus/$target" && python3 -m zipfile -c "$OUT/fuzz-${target}_seed_corpus.zip" .)
done
echo "fuzz targets and seed corpora in $OUT"
