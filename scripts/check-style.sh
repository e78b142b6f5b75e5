#!/usr/bin/env bash
# The house style that a script can hold (issue 64): no line of Sources or Tests over 160
# characters, no function over 80 lines (scripts/function-lengths.py). Prints each one and
# fails when there is any.
set -euo pipefail
cd "$(dirname "$0")/.."
long=$(find Sources Tests -name '*.swift' -print0 | xargs -0 awk 'length > 160 { print FILENAME ":" FNR ": " length " characters" }')
if [[ -n "$long" ]]; then
  printf 'style: lines over 160 characters:\n%s\n' "$long" >&2
  exit 1
fi
echo "style: no line of Sources or Tests over 160 characters"
python3 scripts/function-lengths.py
