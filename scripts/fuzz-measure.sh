#!/usr/bin/env bash
# Measures the fuzz targets (release): executions per second of each target for SECONDS
# (default 20) without and with AddressSanitizer, and the time libFuzzer takes to find each
# published bug (the ports' fuzz mode, one property at a time, at most 60 s each).
#
#   scripts/fuzz-measure.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-20}
export SWIFT_BACKTRACE=enable=no
# The effects' targets: the folders of Fuzz/Sources but the trace reader.
targets=$(ls "$root/Fuzz/Sources" | sed 's/^fuzz-//' | grep -v '^traceReader$' | tr '\n' ' ')
(cd "$root/Fuzz" && swift build -c release -Xswiftc -sanitize=fuzzer >/dev/null)
(cd "$root/Fuzz" && swift build -c release --scratch-path .build-fuzzer-address -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >/dev/null)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rate() {  # binary target
  rm -rf "$work/c" && mkdir -p "$work/c" && cp "$root/fuzz-corpus/$2"/* "$work/c/"
  (cd "$work" && "$1" -max_total_time="$seconds" -print_final_stats=1 "$work/c" 2>&1) | grep -oE 'average_exec_per_sec: *[0-9]+' | grep -oE '[0-9]+$'
}
printf '%-18s %12s %12s\n' target "exec/s" "exec/s+asan"
for t in $targets; do
  printf '%-18s %12s %12s\n' "$t" "$(rate "$root/Fuzz/.build/release/fuzz-$t" "$t")" "$(rate "$root/Fuzz/.build-fuzzer-address/release/fuzz-$t" "$t")"
done
echo
printf '%-52s %s\n' "published bug (property)" "time to first crash"
for p in $(cd "$root" && swift run -q scrollproof list | grep -oE '^published\.[A-Za-z.]+'); do
  t=$(echo "$p" | cut -d. -f2)
  rm -rf "$work/e" && mkdir -p "$work/e"
  start=$(date +%s.%N)
  set +e
  (cd "$work" && SCROLLPROOF_FUZZ_PROPERTY="$p" "$root/Fuzz/.build/release/fuzz-$t" -max_total_time=60 -seed=1 "$work/e" >"$work/log" 2>&1)
  set -e
  end=$(date +%s.%N)
  if grep -q "Test unit written" "$work/log"; then
    printf '%-52s %6.2f s\n' "$p" "$(python3 -c "print($end - $start)")"
  else
    printf '%-52s %s\n' "$p" "NOT FOUND in 60 s"
  fi
  rm -f "$work"/crash-*
done
