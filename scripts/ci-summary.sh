#!/usr/bin/env bash
# Writes a job summary (Markdown) from CI logs: every seed the runs printed, so a failure
# replays with SCROLLPROOF_SEED=<seed>, and the test runners' closing lines.
# Usage: scripts/ci-summary.sh TITLE LOG...
set -uo pipefail
title=$1; shift
echo "### $title"
echo
seeds=$(cat "$@" 2>/dev/null | grep -oE 'SCROLLPROOF_SEED=[0-9]+|--seed [0-9]+' | sort -u | head -n 20)
if [ -n "$seeds" ]; then
  echo "Seeds printed (replay with \`SCROLLPROOF_SEED=<seed> swift test --filter <test>\` or \`swift run scrollproof --seed <seed>\`):"
  echo
  echo "$seeds" | sed 's/^/- `/; s/$/`/'
else
  echo "No seed was printed (the runs did not get that far)."
fi
echo
cat "$@" 2>/dev/null | grep -E 'Test run with|Executed [0-9]+ tests|all model properties pass|published bug' | tail -n 6 | sed 's/^/    /'
exit 0
