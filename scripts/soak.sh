#!/usr/bin/env bash
# The soak, before a release (issue 64): every long sweep at its full size, which CI samples.
#   - `swift test` with SCROLLPROOF_PROFILE=soak: every sweep at its full size (2,000 traces per
#     effect, 1,500 fly-screen workloads a screen and kind, every seed of the boundary mutants, …);
#   - every model property over 20 seeds of 2,000 cases (CI: 5 seeds);
#   - the example package's tests of correct code over 20 seeds of 2,000 cases (CI: 5 seeds);
#   - every fuzz target for 60 s (CI: 10 s).
# It prints each part's time and the total. About 30 minutes on two cores (docs/performance.md).
#
#   scripts/soak.sh
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
part() { echo "soak: $1 took $(( $(date +%s) - $2 )) s"; }

t=$(date +%s)
swift build --build-tests
SCROLLPROOF_PROFILE=soak swift test
part "swift test (soak profile)" "$t"

t=$(date +%s)
for seed in $(seq 1 20); do
  swift run -q scrollproof --cases 2000 --seed "$seed" >/dev/null || { swift run -q scrollproof --cases 2000 --seed "$seed" | tail -n 60; exit 1; }
done
part "every model property, seeds 1 to 20 of 2,000 cases" "$t"

t=$(date +%s)
(cd Examples/AppEffects && swift build --build-tests)
scripts/sweep-examples.sh 20 2000 1
part "the example's tests of correct code, seeds 1 to 20" "$t"

t=$(date +%s)
scripts/fuzz.sh all 60 --ci
part "every fuzz target for 60 s" "$t"

echo "soak: everything passed in $(( $(date +%s) - start )) s"
