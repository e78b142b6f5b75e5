#!/usr/bin/env bash
# Replays the trace files the example app's debug monitors wrote (Examples' MonitorSessionTests,
# run with SCROLLPROOF_MONITOR_TRACES=FOLDER) with `scrollproof check-trace`, on this machine:
# each FILE.json beside a FILE.json.expect must be judged broken (exit 1) and print the line the
# monitor reported. Usage: scripts/check-monitor-traces.sh FOLDER
set -euo pipefail
cd "$(dirname "$0")/.."
folder="${1:?usage: scripts/check-monitor-traces.sh FOLDER}"
checked=0
for expect in "$folder"/*.expect; do
    [ -e "$expect" ] || break
    file="${expect%.expect}"
    status=0
    output="$(swift run -q scrollproof check-trace "$file")" || status=$?
    if [ "$status" -ne 1 ]; then
        echo "error: check-trace $file exited $status, not 1 (a violation):" >&2
        echo "$output" >&2
        exit 1
    fi
    if ! grep -qxF -- "$(cat "$expect")" <<<"$output"; then
        echo "error: check-trace $file did not print the monitor's violation:" >&2
        echo "  expected: $(cat "$expect")" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "replayed: $file"
    checked=$((checked + 1))
done
if [ "$checked" -eq 0 ]; then
    echo "error: no monitor trace to replay in $folder" >&2
    exit 1
fi
echo "check-monitor-traces: $checked file(s) replayed with the monitor's violation"
