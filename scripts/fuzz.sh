#!/usr/bin/env bash
# Fuzz ScrollProof's effects with libFuzzer.
#
#   scripts/fuzz.sh [TARGET|all] [SECONDS] [--ci]
#
# Builds `scrollproof` at the root with the card's command in release
# (`swift build -c release -Xswiftc -sanitize=fuzzer`, in .build-fuzzer), then runs each TARGET
# through `scrollproof fuzz TARGET`
# (parallelWindow, observerRegistry, bannerHover, rollingBanner, flyScreen, profileHeader, and
# traceReader, check-trace's reader and oracles on untrusted bytes; default all) for SECONDS (default 60) with -fork over the cores, from its corpus
# fuzz-corpus/<TARGET>/ (seeded from generated cases when empty) plus the property folders of
# its effect. A crash is written into fuzz-corpus/<TARGET>/ (so `swift test` keeps replaying
# it) and fails the run; `swift run scrollproof replay TARGET --input FILE` shrinks and
# reports it. New coverage is merged into fuzz-corpus/<TARGET>/ with -merge=1, except with
# --ci, which only fuzzes. Environment: SCROLLPROOF_FUZZ_PUBLISHED=1 fuzzes the published
# ports instead of the models; SCROLLPROOF_FUZZ_PROPERTY=NAME fuzzes one property;
# FUZZ_SANITIZER=fuzzer,address adds AddressSanitizer, with Fuzz/'s per-target binaries (the
# command's allocation counter interposes malloc, which AddressSanitizer must own).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# One target per folder of Fuzz/Sources (fuzz-<effect>, fuzz-traceReader).
all_targets=$(ls "$root/Fuzz/Sources" | sed 's/^fuzz-//' | tr '\n' ' ')
target=${1:-all}
seconds=${2:-60}
ci=false
[ "${3:-}" = "--ci" ] && ci=true
[ "$target" = "all" ] && targets=$all_targets || targets=$target
for t in $targets; do
  case " $all_targets " in *" $t "*) ;; *) echo "error: unknown target '$t'; one of: $all_targets" >&2; exit 2 ;; esac
done
export SWIFT_BACKTRACE=enable=no   # otherwise the Swift backtracer keeps libFuzzer from writing crash files
sanitizer=${FUZZ_SANITIZER:-fuzzer}
if [ "$sanitizer" = "fuzzer" ]; then
  echo "building scrollproof for fuzzing (release, -sanitize=fuzzer)"
  (cd "$root" && swift build -c release --scratch-path .build-fuzzer --product scrollproof -Xswiftc -sanitize=fuzzer >/dev/null)
  bin="$root/.build-fuzzer/release"
  fuzzer() { "$bin/scrollproof" fuzz "$@"; }
else
  scratch=.build-${sanitizer//,/-}
  echo "building the fuzz targets (Fuzz/, release, -sanitize=$sanitizer)"
  (cd "$root/Fuzz" && swift build -c release --scratch-path "$scratch" -Xswiftc "-sanitize=$sanitizer" -Xswiftc -use-ld=lld >/dev/null)
  bin="$root/Fuzz/$scratch/release"
  fuzzer() { local target=$1; shift; "$bin/fuzz-$target" "$@"; }
fi
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)
status=0
for t in $targets; do
  corpus="$root/fuzz-corpus/$t"
  mkdir -p "$corpus"
  if [ -z "$(ls -A "$corpus")" ]; then
    staging=$(mktemp -d)
    (cd "$root" && swift run -q scrollproof seed-corpus "$t" "$staging/seeds")
    fuzzer "$t" -merge=1 "$corpus" "$staging/seeds" >/dev/null 2>&1
    rm -rf "$staging"
  fi
  extra=()
  for folder in "$root"/fuzz-corpus/"$t".* "$root"/fuzz-corpus/published."$t".*; do [ -d "$folder" ] && extra+=("$folder"); done
  work=$(mktemp -d)
  mkdir -p "$work/new"
  log="$work/fuzz.log"
  start=$(date +%s.%N)
  set +e
  (cd "$work" && fuzzer "$t" -fork="$jobs" -max_total_time="$seconds" -artifact_prefix="$corpus/" \
    -print_final_stats=1 "$work/new" "$corpus" "${extra[@]}" >"$log" 2>&1)
  rc=$?
  set -e
  end=$(date +%s.%N)
  runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
  rate=$(python3 -c "print(round(${runs:-0} / ($end - $start)))")
  if grep -q "deadly signal\|Test unit written" "$log" || [ $rc -ne 0 ]; then
    echo "fuzz-$t: CRASH after $(python3 -c "print(round($end - $start, 1))") s; input saved in fuzz-corpus/$t/:"
    grep -E "^(published\.)?$t\.|Test unit written" "$log" | head -4 | sed 's/^/  /'
    status=1
  else
    echo "fuzz-$t: ${runs:-0} runs in $seconds s, $rate exec/s, no crash"
  fi
  if ! $ci; then
    fuzzer "$t" -merge=1 "$corpus" "$work/new" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
done
exit $status
