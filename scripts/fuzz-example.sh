#!/usr/bin/env bash
# Fuzz the example app's list-driven effects (Examples/AppEffects, FeedFuzz) with libFuzzer,
# through the entry ScrollProof's own fuzz targets use (`FuzzSupport.run`).
#
#   scripts/fuzz-example.sh [SECONDS]
#
# The correct impression tracker and autoplay must survive SECONDS (default 20) of inputs; with
# the planted bugs (FEED_FUZZ_BUGS=1: double counting after a reload, a player kept on a reused
# cell) a violation must be found within 120 s (libFuzzer's -seed=1), and is printed with its
# case. Crash files go to a temporary folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-20}
export SWIFT_BACKTRACE=enable=no
cd "$root/Examples/AppEffects"
echo "building FeedFuzz (-sanitize=fuzzer)"
swift build --product FeedFuzz -Xswiftc -sanitize=fuzzer --scratch-path .build-fuzzer >/dev/null
bin=$(swift build --product FeedFuzz -Xswiftc -sanitize=fuzzer --scratch-path .build-fuzzer --show-bin-path)/FeedFuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! "$bin" -max_total_time="$seconds" -artifact_prefix="$work/" >"$work/correct.log" 2>&1; then
  grep -A30 -E '^(impressions|autoplay)\.' "$work/correct.log" || tail -40 "$work/correct.log"
  echo "error: the correct feed effects failed under the fuzzer" >&2
  exit 1
fi
echo "FeedFuzz: $(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$work/correct.log" | head -1)s, no violation"
if FEED_FUZZ_BUGS=1 "$bin" -max_total_time=120 -seed=1 -artifact_prefix="$work/" >"$work/bugs.log" 2>&1; then
  echo "error: the fuzzer did not find the planted feed bugs in 120 s" >&2
  exit 1
fi
if ! grep -q -E '^(impressions|autoplay)\.' "$work/bugs.log"; then
  tail -40 "$work/bugs.log"
  echo "error: FeedFuzz stopped without a violation" >&2
  exit 1
fi
echo "FeedFuzz with the planted bugs: $(grep -m1 -E '^(impressions|autoplay)\.' "$work/bugs.log")"
